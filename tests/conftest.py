"""Options shared by the whole suite."""


def pytest_addoption(parser):
    parser.addoption(
        "--playouts", type=int, default=None,
        help="random playouts per game in the conformance suite (default 1,000; 10,000 with -m slow)",
    )
