"""The teacher console's look on a projector at 1366×768: text of at least 18 px everywhere
(Vuetify's controls default to 14-16 px), charts the width of the page, nothing wider than it."""

from __future__ import annotations

from .projector import TEXT_PX

CONSOLE_STYLE = f"""
.forestnb-teacher {{ font-size: {TEXT_PX}px; line-height: 1.4; width: 100%; max-width: 100%; box-sizing: border-box;
                     overflow-wrap: anywhere; }}
.forestnb-teacher .v-btn, .forestnb-teacher .v-btn__content, .forestnb-teacher .v-label,
.forestnb-teacher input, .forestnb-teacher textarea, .forestnb-teacher .v-select__selection,
.forestnb-teacher .v-card__title, .forestnb-teacher .v-card__text, .forestnb-teacher .v-expansion-panel-header,
.forestnb-teacher .v-messages, .forestnb-teacher .v-chip, .forestnb-teacher .v-slider__thumb-label,
.forestnb-teacher .v-slider__thumb-label *, .forestnb-teacher table, .forestnb-teacher li {{
    font-size: {TEXT_PX}px !important; }}
.forestnb-teacher .v-btn {{ text-transform: none; letter-spacing: normal; height: auto !important; min-height: 40px;
                           white-space: normal; max-width: 100%; }}
.forestnb-teacher .v-btn__content {{ white-space: normal; flex-shrink: 1; }}
.forestnb-teacher .v-select__selection {{ white-space: normal; overflow: visible; text-overflow: clip;
                                          line-height: 1.3; }}
.forestnb-teacher .v-label {{ overflow: visible; white-space: normal; }}
.forestnb-teacher .v-label.v-label--active {{ font-size: {TEXT_PX * 4 // 3}px !important; }}  /* drawn at 3/4 */
.forestnb-teacher h2 {{ font-size: 28px; }} .forestnb-teacher h3 {{ font-size: 24px; margin: 12px 0 4px; }}
.forestnb-teacher .forestnb-sections {{ flex-wrap: wrap; }}
.forestnb-teacher .v-card__title {{ word-break: normal; }}
.forestnb-teacher .forestnb-chart-column, .forestnb-teacher .forestnb-chart {{ width: 100%; max-width: 100%; }}
.forestnb-teacher .forestnb-option-words {{ color: #444; }}
.forestnb-teacher .forestnb-still-choosing {{ color: #8c510a; font-weight: bold; }}
.v-menu__content .v-list-item__title {{ font-size: {TEXT_PX}px !important; line-height: 1.3; white-space: normal; }}
"""
