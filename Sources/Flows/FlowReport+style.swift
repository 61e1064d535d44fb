/// The report's look. The page itself never scrolls sideways at 1280 px: each table sits
/// in a box of its own that does (`.scroll`), the step column staying put; a picture is a
/// button that shows it enlarged in a dialog (report.js).
extension FlowReport {
    static let css = """
        body { font: 14px/1.4 Inter, system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #f5f5f7; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 32px 0 8px; } h2 small { color: #6e6e73; font-weight: 400; }
        .meta { color: #6e6e73; margin: 0 0 16px; }
        .scroll { max-width: 100%; overflow-x: auto; }
        table { border-collapse: collapse; background: #fff; }
        th, td { border: 1px solid #d2d2d7; padding: 6px 8px; vertical-align: top; text-align: left; }
        .summary td { text-align: center; }
        .grid th.step { width: 240px; min-width: 240px; font-weight: 400; position: sticky; left: 0; z-index: 1; background: #fff; }
        .grid code { white-space: pre-wrap; word-break: break-word; font-size: 12px; }
        .grid td { width: 1%; }
        .passed { color: #1a7f37; } .failed { color: #c62828; } .grid td.failed { background: #fdecea; } .grid td.skipped, .grid td.notRun { background: #f2f2f7; }
        .grid td { color: inherit; } canvas { display: block; }
        .grid td:target { outline: 3px solid #0071e3; outline-offset: -3px; }
        button.shot { display: block; padding: 0; border: 0; background: none; cursor: zoom-in; border-radius: 6px; }
        button.shot:focus-visible { outline: 3px solid #0071e3; outline-offset: 2px; }
        pre.failure { color: #c62828; white-space: pre-wrap; max-width: 320px; max-height: 240px; overflow: auto; font-size: 11px; margin: 6px 0 0; }
        pre.warning { color: #8a5300; white-space: pre-wrap; max-width: 320px; font-size: 11px; margin: 6px 0 0; }
        .note { color: #6e6e73; font-size: 12px; } .differences { margin-top: 6px; font-size: 12px; color: #8a4b00; } .differences ul { margin: 2px 0 0; padding-left: 16px; }
        .snapshot-differences { margin: 4px 0 0; padding-left: 16px; font-size: 12px; color: #b00020; max-width: 260px; overflow-wrap: anywhere; }
        .layout { margin: 8px 0 24px; font-size: 12px; color: #6e6e73; } .layout ul { margin: 2px 0 0; padding-left: 16px; } .layout p { margin: 2px 0 0; }
        dialog#enlarged { padding: 12px; border: 0; border-radius: 12px; max-width: calc(100vw - 32px); max-height: calc(100vh - 32px);
            overflow: auto; box-sizing: border-box; cursor: zoom-out; }
        dialog#enlarged[open] { display: flex; gap: 16px; align-items: flex-start; }
        dialog#enlarged::backdrop { background: rgba(0, 0, 0, 0.6); }
        dialog#enlarged .aside { width: 228px; flex: none; font-size: 13px; }
        dialog#enlarged .caption { margin: 0 0 8px; font-weight: 600; }
        dialog#enlarged .close { float: right; margin: 0 0 8px 8px; font: inherit; font-size: 20px; line-height: 1; border: 0; background: #e8e8ed;
            border-radius: 50%; width: 32px; height: 32px; cursor: pointer; }
        dialog#enlarged pre.failure, dialog#enlarged pre.warning { max-width: none; max-height: 50vh; }
        """
}
