"""forestnb as a static JupyterLite site: the play boards and rules walkthroughs in a browser, with
nothing to install.

The site is built from PyPI and npm packages only and needs no CDN when it runs: Pyodide's core
comes from npm, every wheel the kernel loads sits beside it, and the lock file names only those.
pandas and numpy have no WebAssembly builds for this Pyodide on any registry reachable here, so
notebooks that need them are replaced by a note saying how to run them in JupyterLab.
``python -m forestnb.lite build OUTDIR`` builds it, with tools it installs in a build environment
of its own (``toolchain``); ``python -m forestnb.lite serve OUTDIR`` serves it to try.
"""
