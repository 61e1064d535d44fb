"""The client's pure modules, run inside the page: render-tree ops and animations,
answer ordering in Session, text fitting, input coordinate mapping."""

import pytest

from helpers import wait_for_paint


@pytest.fixture
def loaded(page, server):
    page.goto(server.url)
    wait_for_paint(page)
    return page


def run(page, body):
    """Evaluate an async function body with the modules imported as rt, ss, dr, inp, wire.
    (Built as source here: the page's CSP forbids eval and new Function.)"""
    return page.evaluate(
        """async () => {
            const rt = await import('/js/render-tree.js');
            const ss = await import('/js/session.js');
            const dr = await import('/js/draw.js');
            const inp = await import('/js/input.js');
            const wire = await import('/js/wire.js');
            %s
        }""" % body
    )


def test_ops_insert_update_remove(loaded):
    result = run(loaded, """
        let {tree} = rt.applyReset({nodes: {screen: {frame: [0, 0, 10, 10], children: ['a']},
                                            a: {frame: [1, 2, 3, 4], fill: '#fff', alpha: 0.5}}});
        const r = rt.applyOps(tree, [
            {op: 'update', id: 'a', props: {fill: null, alpha: 1, text: 'x'}},
            {op: 'insert', id: 'b', props: {frame: [0, 0, 1, 1]}},
            {op: 'update', id: 'screen', props: {children: ['a', 'b']}},
            {op: 'remove', id: 'b'},
        ], 0, []);
        return {a: r.tree.get('a'), b: r.tree.has('b'), kids: r.tree.get('screen').children,
                old: tree.get('a').fill, anims: r.animations.length};
    """)
    assert result == {"a": {"frame": [1, 2, 3, 4], "alpha": 1, "text": "x"}, "b": False,
                      "kids": ["a", "b"], "old": "#fff", "anims": 0}


def test_animation_sampling_and_retargeting(loaded):
    result = run(loaded, """
        let {tree} = rt.applyReset({nodes: {screen: {frame: [0, 0, 10, 10], children: ['p']},
                                            p: {frame: [0, 852, 393, 250]}}});
        const up = {op: 'update', id: 'p', props: {frame: [0, 602, 393, 250]},
                    animation: {duration: 0.25, curve: 'easeInOut', delay: 0, from: {frame: [0, 852, 393, 250]}}};
        let r = rt.applyOps(tree, [up], 1000, []);
        const start = rt.sampleAnimated(r.tree, r.animations, 1000).get('p').frame[1];
        const mid = rt.sampleAnimated(r.tree, r.animations, 1125).get('p').frame[1];
        const end = rt.sampleAnimated(r.tree, r.animations, 1250).get('p').frame[1];
        // re-animated half way: the new animation starts where the old one is
        const down = {op: 'update', id: 'p', props: {frame: [0, 852, 393, 250]},
                      animation: {duration: 0.25, curve: 'linear', from: {frame: [0, 602, 393, 250]}}};
        const r2 = rt.applyOps(r.tree, [down], 1125, r.animations);
        const from2 = r2.animations[0].from[1];
        // an update without animation snaps
        const r3 = rt.applyOps(r2.tree, [{op: 'update', id: 'p', props: {frame: [0, 0, 1, 1]}}], 1130, r2.animations);
        return {start, mid, end, from2, count2: r2.animations.length, count3: r3.animations.length,
                finalHeld: r.tree.get('p').frame[1],
                curves: ['linear', 'easeIn', 'easeOut', 'easeInOut'].map(c => rt.bezier(wire.CURVES[c], 0.5))};
    """)
    assert result["start"] == 852 and result["end"] == 602
    assert abs(result["mid"] - 727) < 0.5
    assert abs(result["from2"] - 727) < 0.5 and result["count2"] == 1 and result["count3"] == 0
    assert result["finalHeld"] == 602
    linear, ease_in, ease_out, ease_in_out = result["curves"]
    assert linear == 0.5 and abs(ease_in - 0.3154) < 1e-3 and abs(ease_out - 0.6846) < 1e-3
    assert abs(ease_in_out - 0.5) < 1e-6


def test_answers_are_applied_once_in_order(loaded):
    result = run(loaded, """
        const s = new ss.Session({device: 'iphone-15', scene: 'contacts'}, {now: () => 0});
        const log = [];
        log.push(s.applyAnswer({version: 3, reset: {nodes: {screen: {frame: [0, 0, 1, 1]}}}}, 0));
        const ops = [{op: 'insert', id: 'n', props: {frame: [0, 0, 1, 1]}}];
        log.push(s.applyAnswer({version: 4, ops}, 3));         // input answer: applied
        log.push(s.applyAnswer({version: 4, ops}, 3));         // the same from the long poll: skipped
        log.push(s.applyAnswer({version: 6, ops: [{op: 'remove', id: 'n'}]}, 5)); // gap: skipped
        log.push(s.applyAnswer({version: 4, ops: []}, 4));     // long poll timeout: nothing to do
        log.push(s.applyAnswer({version: 5, since: 4, ops: [{op: 'remove', id: 'n'}]}, 99)); // declared base wins
        return {log, version: s.version, hasN: s.tree.has('n')};
    """)
    assert result == {"log": [True, True, False, False, True, True], "version": 5, "hasN": False}


def test_text_is_cut_with_an_ellipsis(loaded):
    result = run(loaded, """
        const ctx = new OffscreenCanvas(10, 10).getContext('2d');
        ctx.font = dr.fontString([17, 400]);
        const long = dr.fitText(ctx, 'A rather long label that cannot fit', 80);
        const short = dr.fitText(ctx, 'Hi', 80);
        return {long, fits: ctx.measureText(long).width <= 80, short, font: dr.fontString([13, 600])};
    """)
    assert result["long"].endswith("\u2026") and result["fits"] and result["short"] == "Hi"
    assert result["font"] == '600 13px Inter, "FormSim Noto Sans CJK JP", "Noto Sans CJK JP", sans-serif'


def test_client_points_map_to_screen_points(loaded):
    result = run(loaded, """
        const layout = {width: 500, height: 1000, screen: {x: 40, y: 50, w: 393, h: 852}};
        const rect = {left: 10, top: 20, width: 250, height: 500};   // CSS scale 0.5
        const p = inp.clientToScreen(10 + 70, 20 + 75, rect, layout);
        const outside = inp.insideScreen(inp.clientToScreen(11, 21, rect, layout), layout);
        return {p, outside};
    """)
    assert result == {"p": {"x": 100, "y": 100}, "outside": False}


def test_blink_arrow_and_shadow_painting(loaded):
    result = run(loaded, """
        const {tree} = rt.applyReset({nodes: {
            screen: {frame: [0, 0, 40, 20], fill: '#ffffff', children: ['caret', 'arrow', 'pop']},
            caret: {frame: [4, 0, 2, 20], fill: '#000000', blink: true},
            arrow: {kind: 'symbol', symbol: 'popover.arrow.up', frame: [10, 0, 10, 10], color: '#ff0000'},
            pop: {frame: [26, 4, 8, 8], fill: '#ffffff', shadow: 4},
        }});
        const canvas = new OffscreenCanvas(40, 20);
        const ctx = canvas.getContext('2d');
        const px = (x, y) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
        const at = (now) => {
            ctx.reset();
            dr.draw(ctx, tree, {animations: [], now, changedAt: new Map([['caret', 1000]])});
            return px(5, 10);
        };
        const caret = [at(1100), at(1600), at(2100), at(2600)];
        at(1100);
        return {caret, tip: px(15, 2), corner: px(11, 1), base: px(15, 9),
                shadow: px(30, 14), toggle: dr.nextBlinkToggle(1000, 1100)};
    """)
    assert result["caret"] == [[0, 0, 0], [255, 255, 255], [0, 0, 0], [255, 255, 255]]
    assert result["tip"][0] > 200 and result["tip"][1] < 60
    assert result["corner"] == [255, 255, 255]
    assert result["base"][0] > 200 and result["base"][1] < 60
    assert result["shadow"] != [255, 255, 255]  # the shadow darkens below the node
    assert result["toggle"] == 400


def test_chevrons_point_left_and_right(loaded):
    result = run(loaded, """
        const {tree} = rt.applyReset({nodes: {
            screen: {frame: [0, 0, 40, 20], fill: '#ffffff', children: ['back', 'more']},
            back: {kind: 'symbol', symbol: 'chevron.left', frame: [0, 0, 12, 20], color: '#ff0000'},
            more: {kind: 'symbol', symbol: 'chevron.right', frame: [20, 0, 12, 20], color: '#ff0000'},
        }});
        const canvas = new OffscreenCanvas(40, 20);
        const ctx = canvas.getContext('2d');
        const px = (x, y) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
        dr.draw(ctx, tree, {animations: [], now: 0, changedAt: new Map()});
        return {backTip: px(2, 10), backMiddle: px(10, 10), moreTip: px(30, 10), moreMiddle: px(22, 10)};
    """)
    assert result["backTip"][0] > 200 and result["backTip"][1] < 100
    assert result["moreTip"][0] > 200 and result["moreTip"][1] < 100
    assert result["backMiddle"] == [255, 255, 255] and result["moreMiddle"] == [255, 255, 255]
