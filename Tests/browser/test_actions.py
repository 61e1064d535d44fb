"""What a person does is read once (actions.js) and followed by the mirror and the flow
recorder alike; a device's input goes out through one queue (session.js) that keeps the
order and folds waiting moves and wheel steps."""

import pytest

from helpers import wait_for_paint


@pytest.fixture
def loaded(page, server):
    page.goto(server.url)
    wait_for_paint(page)
    return page


FAKES = """
    const {Actions} = await import('/js/actions.js');
    const {Mirror} = await import('/js/mirror.js');
    const {FlowRecorder} = await import('/js/recorder.js');
    const {Session} = await import('/js/session.js');
    // Two devices: `a` the person acts on, `b` the mirror replays on.
    const device = (name, semantic, idiom = 'phone') => ({
        name, ready: true, semantic, note: {textContent: ''}, params: {device: name}, sent: [],
        profile() { return {idiom}; },
        send(event) { this.sent.push(event); return Promise.resolve({version: 1, ops: []}); },
    });
    const picker = (date) => ({firstResponder: null, root: {id: 'screen', children: [
        {id: 'birthday-picker', role: 'datePicker', value: date}]}});
    const a = device('A', picker('1990-01-15')), b = device('B', picker('1990-01-15'));
    const actions = new Actions({getDevices: () => [a, b]});
    const reports = [];
    const mirror = new Mirror({actions, getDevices: () => [a, b], report: (t) => reports.push(t),
        replayed: (action, outcome) => recorder.replayed(action, outcome)});
    const recorder = new FlowRecorder({actions});
    recorder.start({scene: 'contacts'});
    const settle = () => new Promise((r) => setTimeout(r, 0));
"""


def run(page, body):
    return page.evaluate("async () => {%s\n%s\n}" % (FAKES, body))


def test_a_lifted_finger_is_one_tap_that_the_mirror_replays_and_the_recorder_records(loaded):
    result = run(loaded, """
        const answer = {version: 2, ops: [], touch: {target: 'phone-field', gesture: 'tap'}};
        actions.userEvent(a, {type: 'pointer', phase: 'up', x: 10, y: 20}, Promise.resolve(answer));
        await settle(); await settle();
        return {replayed: b.sent, steps: recorder.steps};
    """)
    assert result["replayed"] == [{"type": "tap", "target": "phone-field", "exclusive": True}]
    assert result["steps"] == [{"tap": "phone-field"}]


def test_typing_follows_the_first_responder_the_device_named_and_letters_join_one_step(loaded):
    result = run(loaded, """
        const typed = (event, into) => actions.userEvent(a, event, Promise.resolve({version: 2, ops: [], typing: {firstResponder: into}}));
        typed({type: 'text', text: 'J'}, 'first-name-field');
        typed({type: 'text', text: 'o'}, 'first-name-field');
        typed({type: 'key', key: 'Tab', shift: true, alt: false, meta: false, ctrl: false}, 'first-name-field');
        await settle(); await settle();
        return {replayed: b.sent, steps: recorder.steps};
    """)
    # Letters go out as a flow's `type` sends them: a key event a character.
    assert result["replayed"] == [
        {"type": "key", "key": "J", "ifFirstResponder": "first-name-field"},
        {"type": "key", "key": "o", "ifFirstResponder": "first-name-field"},
        {"type": "key", "key": "Tab", "shift": True, "ifFirstResponder": "first-name-field"},
    ]
    assert result["steps"] == [{"type": "Jo"}, {"key": "Tab"}]


def test_a_refused_event_is_no_action(loaded):
    result = run(loaded, """
        actions.userEvent(a, {type: 'text', text: 'x'}, Promise.reject(new Error('409')));
        await settle(); await settle();
        return {replayed: b.sent, steps: recorder.steps};
    """)
    assert result == {"replayed": [], "steps": []}


def test_a_date_settled_on_the_source_is_picked_on_the_other_and_recorded_once(loaded):
    result = run(loaded, """
        actions.treeArrived(a); actions.treeArrived(b);
        actions.userEvent(a, {type: 'pointer', phase: 'down', x: 1, y: 1}, Promise.resolve({version: 2, ops: []}));
        a.semantic = picker('1990-02-15');
        actions.treeArrived(a);
        // The other device's tree changing too (the mirror's own pick) is not the person's.
        b.semantic = picker('1990-02-15');
        actions.treeArrived(b);
        return {replayed: b.sent, steps: recorder.steps};
    """)
    assert result["replayed"] == [{"type": "pick", "target": "birthday-picker", "date": "1990-02-15"}]
    assert result["steps"] == [{"pick": {"target": "birthday-picker", "date": "1990-02-15"}}]


def test_the_input_queue_sends_one_request_at_a_time_folding_waiting_moves_and_wheel_steps(loaded):
    result = run(loaded, """
        const bodies = [];
        let inFlight = 0, most = 0;
        const realFetch = window.fetch;
        window.fetch = async (url, init) => {
            bodies.push(JSON.parse(init.body));
            inFlight += 1; most = Math.max(most, inFlight);
            await new Promise((r) => setTimeout(r, 20));  // a request in flight a while: the rest queue behind it
            inFlight -= 1;
            return new Response(JSON.stringify({version: 0, ops: []}), {status: 200});
        };
        try {
            const session = new Session({device: 'iphone-15'});
            session.id = 's';
            const move = (x) => ({type: 'pointer', phase: 'move', x, y: 0});
            const sends = [
                session.sendInput({type: 'pointer', phase: 'down', x: 0, y: 0}),
                session.sendInput(move(1)), session.sendInput(move(2)), session.sendInput(move(3)),
                session.sendInput({type: 'pointer', phase: 'up', x: 3, y: 0}),
                session.sendInput({type: 'scroll', x: 5, y: 5, dy: 10}),
                session.sendInput({type: 'scroll', x: 5, y: 5, dy: 2.5}),
            ];
            const answers = await Promise.all(sends);
            return {bodies, most, answered: answers.length};
        } finally {
            window.fetch = realFetch;
        }
    """)
    assert result["most"] == 1
    assert result["answered"] == 7
    assert result["bodies"] == [
        # The down goes at once; the moves waiting behind it are one move to the last point.
        {"type": "pointer", "phase": "down", "x": 0, "y": 0},
        {"type": "pointer", "phase": "move", "x": 3, "y": 0},
        {"type": "pointer", "phase": "up", "x": 3, "y": 0},
        {"type": "scroll", "x": 5, "y": 5, "dy": 12.5},
    ]


def test_a_drag_that_put_the_keyboard_away_is_recorded_as_hide_keyboard(loaded):
    result = run(loaded, """
        const keyboard = {firstResponder: 'email-field', root: {id: 'screen', children: [{id: 'keyboard', role: 'keyboard'}]}};
        a.semantic = keyboard; actions.treeArrived(a);
        actions.userEvent(a, {type: 'pointer', phase: 'down', x: 100, y: 300, t: 0}, Promise.resolve({version: 2, ops: []}));
        actions.userEvent(a, {type: 'pointer', phase: 'up', x: 100, y: 360, t: 300},
            Promise.resolve({version: 3, ops: [], touch: {target: null, gesture: 'drag'}}));
        await settle(); await settle();
        const before = JSON.parse(JSON.stringify(recorder.steps));
        a.semantic = {firstResponder: null, root: {id: 'screen', children: []}};
        actions.treeArrived(a);
        return {before, after: recorder.steps, yaml: await recorder.yaml()};
    """)
    assert result["before"] == [{"drag": {"from": [100, 300], "to": [100, 360], "ms": 300}}]
    assert result["after"] == [{"hideKeyboard": True}]
    assert "  - hideKeyboard: true" in result["yaml"]


POPOVER = """{firstResponder: null, root: {id: 'screen', frame: [0, 0, 393, 852], children: [
    {id: 'check-in-compact-date', role: 'button', frame: [230, 520, 130, 34]},
    {id: 'check-in-calendar-popover', role: 'popover', frame: [40, 170, 320, 340], children: [
        {id: 'check-in-calendar', role: 'calendar', frame: [40, 170, 320, 340]}]}]}}"""


def test_a_tap_on_nothing_outside_a_popover_in_front_is_recorded_as_tap_outside_it(loaded):
    result = run(loaded, """
        a.semantic = %s;
        actions.userEvent(a, {type: 'pointer', phase: 'down', x: 200, y: 700, t: 0}, Promise.resolve({version: 2, ops: []}));
        actions.userEvent(a, {type: 'pointer', phase: 'up', x: 200, y: 700, t: 80},
            Promise.resolve({version: 3, ops: [], touch: {target: null, gesture: 'tap'}}));
        await settle(); await settle();
        return recorder.steps;
    """ % POPOVER)
    assert result == [{"tapOutside": "check-in-calendar-popover"}]


def test_a_tap_on_nothing_with_nothing_in_front_keeps_its_point_and_is_written_for_the_device_that_showed_it(loaded):
    result = run(loaded, """
        a.semantic = {firstResponder: null, root: {id: 'screen', children: []}};
        actions.userEvent(a, {type: 'pointer', phase: 'down', x: 5, y: 5, t: 0}, Promise.resolve({version: 2, ops: []}));
        actions.userEvent(a, {type: 'pointer', phase: 'up', x: 5, y: 5, t: 80},
            Promise.resolve({version: 3, ops: [], touch: {target: null, gesture: 'tap'}}));
        await settle(); await settle(); await settle();
        return {replayed: b.sent, steps: recorder.steps};
    """)
    # The mirror does not replay a point; the step says the page showed it on A only.
    assert result == {"replayed": [], "steps": [{"tap": {"x": 5, "y": 5}, "on": "A"}]}


def test_a_tap_the_other_device_refused_is_written_with_on_the_idiom_that_showed_it(loaded):
    result = run(loaded, """
        const pad = device('P', picker('1990-01-15'), 'pad');
        pad.send = () => Promise.reject({code: 'target_covered', covering: {kind: 'popover'}});
        const actions2 = new Actions({getDevices: () => [a, pad]});
        new Mirror({actions: actions2, getDevices: () => [a, pad], report: () => {}, replayed: (x, o) => rec.replayed(x, o)});
        const rec = new FlowRecorder({actions: actions2});
        rec.start({scene: 'contacts'});
        actions2.userEvent(a, {type: 'tap', target: 'phone-field'}, Promise.resolve({version: 2, ops: []}));
        await settle(); await settle(); await settle();
        return rec.steps;
    """)
    assert result == [{"tap": "phone-field", "on": "phone"}]


def test_an_escape_that_changed_nothing_is_the_pages_and_one_that_closed_something_is_key_escape_everywhere(loaded):
    result = run(loaded, """
        const escape = {type: 'key', key: 'Escape', shift: false, alt: false, meta: false, ctrl: false};
        actions.userEvent(a, escape, Promise.resolve({version: 2, ops: [], typing: {firstResponder: 'name-field'}}));
        await settle(); await settle();
        const nothing = {replayed: [...b.sent], steps: [...recorder.steps]};
        actions.userEvent(a, escape, Promise.resolve({version: 3, ops: [{op: 'remove', id: 9}], typing: {firstResponder: null}}));
        await settle(); await settle();
        return {nothing, closed: {replayed: b.sent, steps: recorder.steps}};
    """)
    assert result["nothing"] == {"replayed": [], "steps": []}
    # Escape closes what is in front whatever the first responder (B7.7): sent unguarded.
    assert result["closed"] == {"replayed": [{"type": "key", "key": "Escape"}], "steps": [{"key": "Escape"}]}

