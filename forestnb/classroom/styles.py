"""The look of the game faces' panels and cards in class pages, shared by the student page (plain
HTML, ``seatpage``) and the teacher's Solara page, so a card reads the same on a phone and on the
projector."""

CARD_STYLE = """
.forestnb-moves, .forestnb-hand { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; }
.forestnb-pick { flex: 0 1 170px; gap: 6px; }
.forestnb-cards { display: flex; flex-wrap: wrap; gap: 6px; }
.forestnb-piles, .forestnb-student .forestnb-panel > div[style*='display:flex'] { flex-wrap: wrap; }
.forestnb-panel { margin: 8px 0; font-size: 16px; line-height: 1.5; overflow-wrap: anywhere; }
.forestnb-chip { display: inline-block; margin: 2px 12px 2px 0; }
.forestnb-seat-card { display: inline-block; vertical-align: top; border: 1px solid #ccc; \
border-radius: 8px; padding: 6px 10px;
                      margin: 4px 6px 4px 0; min-width: 150px; max-width: 100%; box-sizing: border-box; }
.forestnb-deck { width: 150px; height: 96px; border-radius: 8px; background: #2d5016; color: white; display: flex;
                 align-items: center; justify-content: center; font-size: 20px; }
.forestnb-empty-pile { width: 150px; height: 96px; border: 2px dashed #bbb; border-radius: 8px; color: #999;
                       display: flex; align-items: center; justify-content: center; }
.forestnb-student .forestnb-card, .forestnb-student .forestnb-card * { \
font-size: 16px !important; line-height: 1.35 !important; }
.forestnb-student [style*="font-size:1"] { font-size: 16px !important; }  /* the boards' 10-13 px, read on a phone */
.forestnb-student .forestnb-card { width: 100% !important; max-width: 340px; box-sizing: border-box; }
.forestnb-student .forestnb-card-back, .forestnb-student .forestnb-deck, \
.forestnb-student .forestnb-empty-pile { max-width: 150px; }
@media (max-width: 600px) { .forestnb-pick { flex: 1 1 100%; } .forestnb-cards > div { flex: 1 1 100%; } }
.forestnb-happened { background: #f7f7ef; border-left: 4px solid #1b7837; padding: 6px 10px; }
.forestnb-happened ul { margin: 4px 0 0; padding-left: 20px; }
.forestnb-terms details { margin: 4px 0; } .forestnb-terms summary { min-height: 32px; cursor: pointer; }
.forestnb-code { font-family: monospace; font-size: 2.4em; letter-spacing: 0.12em; font-weight: bold; }
.forestnb-side { border: 1px solid #ccc; border-radius: 6px; padding: 4px 8px; }
.forestnb-stat { font-size: 1.1em; }
.forestnb-error { color: #b2182b; font-weight: bold; }
.forestnb-paused { background: #fee0b6; border-left: 6px solid #b35806; padding: 6px 12px; font-weight: bold; }
.forestnb-moved-on { color: #555; font-style: italic; }
table.forestnb-grid { max-width: 100%; border-collapse: collapse; }
table.forestnb-grid td, table.forestnb-grid th { padding: 2px 8px; border-bottom: 1px solid #ddd; text-align: left;
                                                 overflow-wrap: break-word; }  /* a word breaks only if it cannot fit */
"""
