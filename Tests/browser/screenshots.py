#!/usr/bin/env python3
"""Save screenshots of the FormSim page into docs/screenshots/.

    python3 Tests/browser/screenshots.py            # starts the server like the tests do
    python3 Tests/browser/screenshots.py --url http://127.0.0.1:8080/   # a running server

Shots: iPhone 15 and iPad (10th), portrait and landscape, plus the iPhone with the
birthday picker up (the first cell whose id or label mentions "birthday" is tapped), and
the A2–A5 scenes in use: the login keyboard, the PIN number pad, a selected row and edit
mode, the caret lab's selection with its handles. And caret-inter: a close-up of the
login e-mail field with mixed text typed and the caret showing, drawn in Inter. And the
same iPhone twice with its own settings: light and dark (appearance-light-dark), and at
the default text size and AX3 (appearance-text-ax3), and the Settings.bundle form on an
iPhone SE at the default size and at AX3, its long titles wrapping (appearance-text-ax3-wrap).
And the login form on two iPhones with Increase Contrast off and on, light and dark
(increase-contrast-light, -dark), and the shipping form so in dark (increase-contrast-shipping-dark).
And Forms/ShippingForm.swift, a SwiftUI file, on an iPhone 15 and an iPad side by side
(swiftui-shipping-form). And an iPad (10th) in landscape at full screen, half and one third
side by side with the birthday picker up (ipad-windows-full-half-third), and Slide Over
windows floating at the trailing edge (ipad-windows-slide-over). And the
shipping form's packaging list on an iPhone 15 mid-swipe back (shipping-iphone-15-swipe-back).
And a SwiftUI file with a syntax error opened on an iPhone 15 and an iPad: the warnings
panel naming the error and what loaded, with the Rename… button (swiftui-syntax-error),
and the rename popover open (swiftui-rename). And a SwiftUI file in iOS 14's spellings
(test_swiftui_legacy.py's) on an iPhone 15 and an iPad, its alert up (swiftui-legacy-alert).
And seven forms of the SwiftUI corpus on an iPhone 15 and an iPad, light and dark
(swiftui-corpus-<name>-light, -dark). And the account form's sheet on an iPhone 15 in
landscape, full height without its grabber (account-iphone-15-sheet-landscape), and in
portrait dragged to large, the screen behind scaled back into a card
(account-iphone-15-sheet-large). And the headless report of the shipped flows (Flows/*.yaml) as
a laptop shows it, 1280 × 720: the summary and the first grid (flow-report-overview), and
the contacts birthday's picker step enlarged after a click on its picture (flow-report-enlarged).
And a shipping flow that chooses a speed on the phones only, its grid with the differences
and the list of small targets (flow-report-differences).

    python3 Tests/browser/screenshots.py --only caret-inter   # just that one
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from conftest import CHROMIUM, REPO, start_server, stop_server  # noqa: E402
from helpers import click_element, next_frame, wait_all, wait_for_paint, walk  # noqa: E402

OUT = os.path.join(REPO, "docs", "screenshots")
SHOTS = [
    ("iphone-15-portrait", "?device=iphone-15&orientation=portrait", False),
    ("iphone-15-landscape", "?device=iphone-15&orientation=landscapeLeft", False),
    ("ipad-10-portrait", "?device=ipad-10&orientation=portrait", False),
    ("ipad-10-landscape", "?device=ipad-10&orientation=landscapeLeft", False),
    ("iphone-15-birthday-picker", "?device=iphone-15&orientation=portrait", True),
    ("iphone-15-birthday-picker-landscape", "?device=iphone-15&orientation=landscapeLeft", True),
    ("ipad-10-birthday-popover", "?device=ipad-10&orientation=portrait", True),
    ("ipad-10-birthday-popover-landscape", "?device=ipad-10&orientation=landscapeLeft", True),
    ("iphone-se-birthday-picker-ja", "?device=iphone-se&orientation=portrait&locale=ja_JP", True),
    # A2–A5: the scene is set up with API events (see `send_events`) before the shot.
    ("login-iphone-15-keyboard", "?scene=login&device=iphone-15", [
        {"type": "tap", "target": "email-field"}, {"type": "text", "text": "ann@example.com"},
        {"type": "key", "key": "Enter"}, {"type": "text", "text": "secret"}]),
    ("login-iphone-se-submitted", "?scene=login&device=iphone-se", [
        {"type": "tap", "target": "email-field"}, {"type": "text", "text": "ann@example.com"},
        {"type": "key", "key": "Enter"}, {"type": "text", "text": "secret"}, {"type": "key", "key": "Enter"}]),
    ("pin-iphone-15-number-pad", "?scene=pin&device=iphone-15", [
        {"type": "tap", "target": "pin-field"}, {"type": "text", "text": "12"}]),
    ("pin-ipad-10-complete", "?scene=pin&device=ipad-10&orientation=portrait", [
        {"type": "tap", "target": "pin-field"}, {"type": "text", "text": "1234"}]),
    ("selection-iphone-15-selected", "?scene=selection&device=iphone-15", [
        {"type": "tap", "target": "row-1"}, {"type": "tap", "target": "row-2"}]),
    ("selection-ipad-10-edit", "?scene=selection&device=ipad-10&orientation=portrait", [
        {"type": "tap", "target": "edit-button"}, {"type": "tap", "target": "row-2"},
        {"type": "tap", "target": "row-5"}]),
    ("shipping-iphone-se", "?scene=shipping&device=iphone-se", []),
    # E1, E2: the booking form's compact date calendar and room menu on a phone and a tablet.
    ("booking-ipad-10-landscape", "?scene=booking&device=ipad-10&orientation=landscapeLeft", []),
    ("booking-iphone-15-calendar", "?scene=booking&device=iphone-15", [
        {"type": "tap", "target": "check-in-compact-date"}]),
    ("booking-ipad-10-calendar", "?scene=booking&device=ipad-10&orientation=portrait", [
        {"type": "tap", "target": "check-in-compact-date"}]),
    ("booking-iphone-se-menu", "?scene=booking&device=iphone-se", [
        {"type": "tap", "target": "room-button"}]),
    ("booking-ipad-10-landscape-menu", "?scene=booking&device=ipad-10&orientation=landscapeLeft", [
        {"type": "tap", "target": "room-button"}]),
    ("booking-iphone-15-calendar-dark", "?scene=booking&device=iphone-15&appearance=dark", [
        {"type": "tap", "target": "check-in-compact-date"}]),
    # E1.D7: the calendar's title tapped: its grid turned into month and year wheels.
    ("booking-iphone-15-calendar-month-year", "?scene=booking&device=iphone-15", [
        {"type": "tap", "target": "check-in-compact-date"}, {"type": "tap", "target": "check-in-calendar-month"}]),
    ("booking-ipad-10-menu-dark", "?scene=booking&device=ipad-10&appearance=dark&orientation=portrait", [
        {"type": "tap", "target": "room-button"}]),
    # E1.T: the booking form's compact arrival time, its wheels in a card and a popover.
    ("booking-iphone-15-time", "?scene=booking&device=iphone-15", [
        {"type": "tap", "target": "arrival-time-compact-time"}]),
    ("booking-ipad-10-time-dark", "?scene=booking&device=ipad-10&appearance=dark&orientation=portrait", [
        {"type": "tap", "target": "arrival-time-compact-time"}]),
    # B11: keyboards as iOS 17 draws them: QWERTZ with the QuickType bar, the iPad Pro
    # 12.9's full-size keyboard with its shortcut bar.
    ("login-iphone-15-keyboard-de", "?scene=login&device=iphone-15&locale=de_DE", [
        {"type": "tap", "target": "email-field"}]),
    ("login-ipad-pro-keyboard-landscape", "?scene=login&device=ipad-pro-12-9&orientation=landscapeLeft", [
        {"type": "tap", "target": "email-field"}]),
    # E5, E6: the account form's large title, and the Done bar over a phone pad.
    ("account-iphone-15-large-title", "?scene=account&device=iphone-15", []),
    ("account-iphone-15-keyboard-bar", "?scene=account&device=iphone-15", [
        {"type": "tap", "target": "phone-field"}]),
    ("account-ipad-10-keyboard-bar-dark", "?scene=account&device=ipad-10&appearance=dark&orientation=portrait", [
        {"type": "tap", "target": "name-field"}]),
    ("shipping-ipad-10-controls", "?scene=shipping&device=ipad-10&orientation=portrait", [
        {"type": "tap", "target": "gift-wrap-switch"}, {"type": "tap", "target": "speed-segment-1"},
        {"type": "tap", "target": "quantity-stepper-increment"}]),
    ("shipping-iphone-15-choice", "?scene=shipping&device=iphone-15", [
        {"type": "tap", "target": "packaging"}]),
    ("shipping-ipad-10-landscape-submit", "?scene=shipping&device=ipad-10&orientation=landscapeLeft", [
        {"type": "tap", "target": "done"}]),
    ("caret-iphone-15-selection", "?scene=caret&device=iphone-15", [
        {"type": "tap", "target": "caret-field"}, {"type": "longPress", "target": "caret-field"},
        {"type": "tap", "target": "menu-select"}, {"type": "tap", "target": "caret-back-button"}]),
    # E3, E4: today's presentations on the account form.
    ("account-iphone-15-action-sheet", "?scene=account&device=iphone-15", [{"type": "tap", "target": "delete-account"}]),
    ("account-ipad-10-action-sheet", "?scene=account&device=ipad-10&orientation=portrait", [{"type": "tap", "target": "delete-account"}]),
    ("account-iphone-15-alert-dark", "?scene=account&device=iphone-15&appearance=dark", [{"type": "tap", "target": "sign-out"}]),
    ("account-ipad-10-crash", "?scene=account&device=ipad-10&orientation=portrait", [{"type": "tap", "target": "export"}]),
    ("account-iphone-15-sheet", "?scene=account&device=iphone-15", [{"type": "tap", "target": "notifications"}]),
    # B10.2: at xxxLarge on the smallest iPhone a child row with no value keeps its title
    # whole across the row ("Notifications", not "Notification" / "s").
    ("account-iphone-se-xxxlarge", "?scene=account&device=iphone-se&text=xxxLarge", [
        {"type": "scroll", "x": 160, "y": 300, "dy": 230}]),
    ("account-ipad-10-sheet-dark", "?scene=account&device=ipad-10&appearance=dark&orientation=portrait", [{"type": "tap", "target": "notifications"}]),
    # E4.P5: in landscape the sheet is full height, no grabber; E4.P7: dragged to large in
    # portrait, the screen behind is scaled back into a card.
    ("account-iphone-15-sheet-landscape", "?scene=account&device=iphone-15&orientation=landscapeLeft",
     [{"type": "tap", "target": "notifications"}]),
    ("account-iphone-15-sheet-large", "?scene=account&device=iphone-15", [
        {"type": "tap", "target": "notifications"},
        {"type": "drag", "from": [196, 446], "to": [196, 120], "ms": 600}]),
    # F1.W4, E5.K1: a Slide Over window at the trailing edge, its keyboard bar across the screen.
    ("account-ipad-10-slide-over-keyboard-bar", "?scene=account&device=ipad-10&orientation=portrait&window=slideOver", [
        {"type": "tap", "target": "name-field"}]),
]


def tap_birthday(page):
    tree = page.evaluate(
        "fetch('/api/sessions/' + window.formsim.sessionId + '/tree').then(r => r.json())"
    )
    for node in walk(tree["root"]):
        text = (node.get("id", "") + " " + node.get("label", "")).lower()
        if node.get("role") == "cell" and "birthday" in text:
            click_element(page, 0, node, repaint=True)  # painted once the input view is in
            version = page.evaluate("window.formsim.version")
            page.evaluate(
                "window.formsim.send({type: 'pick', target: 'birthday-picker', date: '1990-01-15'})"
            )
            page.wait_for_function("v => window.formsim.version > v", arg=version, timeout=5000)
            wait_for_paint(page)
            return
    print("  no birthday cell found", file=sys.stderr)


def send_events(page, events):
    """Sends API events through the page's session and waits for them to be painted."""
    version = page.evaluate("window.formsim.version")
    page.evaluate("events => window.formsim.send({events})", events)
    page.wait_for_function("v => window.formsim.version > v", arg=version, timeout=5000)
    wait_for_paint(page)  # an input view has slid in


def workspace_shots(browser, url, scale, errors):
    """The workspace: the birthday cell clicked on the phone, replayed on the iPad, at a
    laptop's window sizes (a first visit: the scene's hint shows under the toolbar)."""
    shots = [("workspace-1280x720", 1280, 720, False), ("workspace-1440x900", 1440, 900, False),
             ("workspace-1920x1080", 1920, 1080, False), ("workspace-inspector-1600x900", 1600, 900, True)]
    for name, width, height, inspector in shots:
        context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale)
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(url.rstrip("/") + "/")
        page.wait_for_function(
            "() => window.formsim && window.formsim.devices.length === 2 && window.formsim.devices.every("
            "d => d.semanticTree && d.version > 0 && d.paintedVersion === d.version && !d.animating)")
        click_element(page, 0, "birthday")
        page.wait_for_function(
            "() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.firstResponder === 'birthday-value')")
        wait_all(page)  # the input views have slid in
        if inspector:
            page.evaluate("() => document.activeElement.blur()")  # Esc would close a popover (B7.7)
            page.locator(".device-card").nth(1).locator(".device-head").click(position={"x": 2, "y": 2})
            page.keyboard.press("i")
            page.wait_for_function("() => document.querySelectorAll('#inspector-popover tbody tr').length === 4")
            next_frame(page)
        path = os.path.join(OUT, name + ".png")
        page.screenshot(path=path)
        print(path)
        context.close()


APPEARANCE_SHOTS = [
    # name, query, the element tapped on the first card (mirrored to the second)
    ("appearance-light-dark", "?device=iphone-15,iphone-15&appearance=light,dark", "birthday"),
    ("appearance-text-ax3", "?device=iphone-15,iphone-15&text=large,AX3", None),
    ("appearance-text-ax3-wrap", "?scene=settings&device=iphone-se,iphone-se&text=large,AX3", None),
    ("appearance-text-ax3-ipad-landscape", "?device=ipad-10&orientation=landscapeLeft&text=AX3", "birthday"),
    ("appearance-rtl-he", "?device=iphone-15,iphone-15&locale=en_US,he", "birthday"),
    ("appearance-rtl-ar-ipad-dark-landscape", "?device=ipad-10&orientation=landscapeLeft&locale=ar&appearance=dark", "birthday"),
    # B10.C1: the login form on two iPhones, Increase Contrast off and on, light and dark:
    # systemBlue #007AFF / #0040DD, and #0A84FF / #409CFF.
    ("increase-contrast-light", "?scene=login&device=iphone-15,iphone-15&increaseContrast=off,on&mirror=off", None),
    ("increase-contrast-dark", "?scene=login&device=iphone-15,iphone-15&appearance=dark&increaseContrast=off,on&mirror=off", None),
    ("increase-contrast-shipping-dark",
     "?scene=shipping&device=iphone-15,iphone-15&appearance=dark&increaseContrast=off,on&mirror=off", None),
    # Forms/ShippingForm.swift, a SwiftUI file opened as it is, on iPhone and iPad.
    ("swiftui-shipping-form", "?scene=shipping-form&device=iphone-15,ipad-10&orientation=portrait", None),
    # F1: one iPad in landscape at full screen, half and a third, the birthday tapped: a
    # popover on the whole screen, a sheet from the bottom in the compact windows.
    ("ipad-windows-full-half-third", "?device=ipad-10,ipad-10,ipad-10&orientation=landscapeLeft&window=full,half,oneThird",
     "birthday"),
    # F1.W4: Slide Over on an iPad (10th) upright and an iPad Pro 12.9 in landscape.
    ("ipad-windows-slide-over", "?device=ipad-10,ipad-pro-12-9&orientation=portrait,landscapeLeft&window=slideOver", None),
]


def appearance_shots(browser, url, scale, errors, only=None):
    """Devices each with its own settings (from the URL), side by side."""
    for name, query, tap in APPEARANCE_SHOTS:
        if only and not name.startswith(only):
            continue
        side_by_side_shot(browser, url, name, query, tap, scale, errors)


def side_by_side_shot(browser, url, name, query, tap, scale, errors):
    """One page of the devices the query names, painted and settled (a tap first when
    `tap` names an element of the first device), saved as docs/screenshots/<name>.png."""
    context = browser.new_context(viewport={"width": 1100, "height": 860}, device_scale_factor=scale)
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(url.rstrip("/") + "/" + query)
    count = query.split("device=")[1].split("&")[0].count(",") + 1
    ready = (f"() => window.formsim && window.formsim.devices.length === {count} && window.formsim.devices.every("
             "d => d.semanticTree && d.version > 0 && d.paintedVersion === d.version && !d.animating)")
    page.wait_for_function(ready)
    if tap:
        click_element(page, 0, tap)
        page.wait_for_function(
            "() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.firstResponder)")
        # The focus ring of the device with the keyboard off; Esc would close a popover (B7.7).
        page.evaluate("() => document.activeElement.blur()")
        page.wait_for_function(ready)  # the input views have slid in
    path = os.path.join(OUT, name + ".png")
    page.screenshot(path=path)
    print(path)
    context.close()


# Seven forms of the SwiftUI corpus (Tests/SwiftUIImportTests/Corpus), each on an iPhone 15
# and an iPad (10th), light and dark: two projects whose own views expand in their forms, a
# Form with no NavigationStack (leading buttons, a destructive one red), iOS 14 spellings,
# interpolated values and the device's day, a stepper's live label, a view model's form.
CORPUS = os.path.join(REPO, "Tests", "SwiftUIImportTests", "Corpus")
CORPUS_SHOTS = [
    ("checkout-project", "CheckoutProject", "checkout-form"),
    ("profile-editor-project", "ProfileEditorProject", "profile-editor-view"),
    ("danger-zone", "DeleteAccount.swift", "danger-zone"),
    ("legacy-settings", "LegacySettings.swift", "legacy-settings-view"),
    ("video-stats", "VideoStats.swift", "video-stats-view"),
    ("guest-stepper", "GuestStepper.swift", "reservation-form"),
    ("sign-up-view-model", "SignUpViewModel.swift", "sign-up-view"),
]


def swiftui_corpus_shots(browser, scale, errors, only=None):
    """The corpus forms above, on a server of their own: each file or project folder is a
    --forms folder of its own, so their views do not meet."""
    import shutil
    import tempfile
    shots = [shot for shot in CORPUS_SHOTS if not only or ("swiftui-corpus-" + shot[0]).startswith(only)]
    if not shots:
        return
    folder = tempfile.mkdtemp(prefix="formsim-corpus-shots-")
    folders = []
    for name, entry, _ in shots:
        target = os.path.join(folder, name)
        source = os.path.join(CORPUS, entry)
        if os.path.isdir(source):
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("*.json"))
        else:
            os.makedirs(target)
            shutil.copy(source, target)
        folders.append(target)
    server = start_server(forms=folders)
    try:
        for name, _, scene in shots:
            for appearance in ("light", "dark"):
                query = f"?scene={scene}&device=iphone-15,ipad-10&appearance={appearance},{appearance}&orientation=portrait"
                side_by_side_shot(browser, server.url, f"swiftui-corpus-{name}-{appearance}", query, None, scale, errors)
    finally:
        stop_server(server.process)
        shutil.rmtree(folder, ignore_errors=True)


CARET_TEXT = "Hello, World! 1990 iíø … AV"


def caret_shot(browser, url, scale, errors):
    """A close-up of the login e-mail field just after typing, the caret shown (it shows
    for the first half second after a change)."""
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, device_scale_factor=max(scale, 3))
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url.rstrip("/") + "/?scene=login&device=iphone-15")
    wait_for_paint(page)
    send_events(page, [{"type": "tap", "target": "email-field"}])
    version = page.evaluate("window.formsim.version")
    page.evaluate("text => window.formsim.send({type: 'text', text})", CARET_TEXT)
    page.wait_for_function("v => window.formsim.version > v", arg=version, timeout=5000)
    wait_for_paint(page)
    frame = page.evaluate("""() => {
        const t = window.formsim.renderTree; let x = 0, y = 0, id = 'email-container';
        for (let p = id; p; p = Object.keys(t).find((k) => (t[k].children || []).includes(p))) {
            if (p !== 'screen') { x += t[p].frame[0]; y += t[p].frame[1]; }
        }
        return [x, y, t[id].frame[2], t[id].frame[3]];
    }""")
    a = page.evaluate("([x, y]) => window.formsim.pointToClient(x, y)", frame[:2])
    b = page.evaluate("([x, y]) => window.formsim.pointToClient(x, y)", [frame[0] + frame[2], frame[1] + frame[3]])
    path = os.path.join(OUT, "caret-inter.png")
    page.screenshot(path=path, clip={"x": a["x"] - 8, "y": a["y"] - 8,
                                     "width": b["x"] - a["x"] + 16, "height": b["y"] - a["y"] + 16})
    print(path)
    context.close()


def swipe_shot(browser, url, scale, errors):
    """B9.9: the shipping form's packaging list on an iPhone 15, dragged from the left
    edge to 45 % of the width and held there: the form slides back in under it."""
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, device_scale_factor=scale)
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url.rstrip("/") + "/?scene=shipping&device=iphone-15")
    wait_for_paint(page)
    send_events(page, [{"type": "tap", "target": "packaging"}])
    page.wait_for_timeout(400)  # the push's slide
    wait_for_paint(page)
    width = page.evaluate("window.formsim.semanticTree.screen.width")
    to_client = "([x, y]) => window.formsim.pointToClient(x, y)"
    start = page.evaluate(to_client, [2, 420])
    page.mouse.move(start["x"], start["y"])
    page.mouse.down()
    for step in range(1, 11):
        p = page.evaluate(to_client, [2 + (width * 0.45 - 2) * step / 10, 420])
        page.mouse.move(p["x"], p["y"])
        page.wait_for_timeout(30)
    wait_for_paint(page)
    path = os.path.join(OUT, "shipping-iphone-15-swipe-back.png")
    page.screenshot(path=path)
    print(path)
    page.mouse.up()
    context.close()


# A SwiftUI checkout form with a call left open on line 13 (the Toggle's).
CHECKOUT_SWIFT = """import SwiftUI

struct CheckoutForm: View {
    @State private var email = ""
    @State private var express = false
    @State private var quantity = 1

    var body: some View {
        NavigationStack {
            Form {
                Section("Contact") {
                    TextField("Email", text: $email)
                    Toggle("Express delivery", isOn: $express
                }
                Section("Order") {
                    Stepper("Quantity: \\(quantity)", value: $quantity, in: 1...10)
                    Button("Place order") { }
                }
            }
            .navigationTitle("Checkout")
        }
    }
}
"""


def swiftui_error_shots(browser, url, scale, errors):
    """A SwiftUI file with a syntax error opened with Open form… on an iPhone 15 and an
    iPad (10th): the panel says where the error is and what still loaded; the Rename…
    button is beside Open form…, and its popover takes the scene menu's name."""
    import tempfile

    context = browser.new_context(viewport={"width": 1400, "height": 1000}, device_scale_factor=scale)
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url.rstrip("/") + "/?device=iphone-15,ipad-10&orientation=portrait")
    wait_for_paint(page)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "CheckoutForm.swift")
        with open(path, "w") as f:
            f.write(CHECKOUT_SWIFT)
        page.set_input_files("#open-form-input", path)
        page.wait_for_selector("#form-warnings:not([hidden])", timeout=10000)
    page.wait_for_selector("#rename-form-button:not([hidden])", timeout=5000)
    page.wait_for_timeout(500)
    wait_all(page)
    for name, setup in (("swiftui-syntax-error", None), ("swiftui-rename", "rename")):
        if setup:
            page.click("#rename-form-button")
            page.fill("#rename-input", "Checkout (draft)")
        path = os.path.join(OUT, name + ".png")
        page.screenshot(path=path)
        print(path)
    context.close()


def open_swift_page(browser, url, scale, errors, text, file_name, scene, viewport=(1400, 1000), query="?device=iphone-15,ipad-10&orientation=portrait"):
    """A page of the query's devices with `text` opened as FILE_NAME.swift by Open form…,
    painted once its scene (an id starting with `scene`) is chosen: (context, page)."""
    import tempfile

    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]}, device_scale_factor=scale)
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url.rstrip("/") + "/" + query)
    wait_for_paint(page)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, file_name + ".swift")
        with open(path, "w") as f:
            f.write(text)
        page.set_input_files("#open-form-input", path)
        page.wait_for_function(f"() => document.getElementById('scene-select').value.startsWith('{scene}')", timeout=10000)
    wait_all(page)
    return context, page


def swiftui_legacy_shot(browser, url, scale, errors):
    """The legacy-spelled SwiftUI file of test_swiftui_legacy.py opened on an iPhone 15
    and an iPad (10th): a segmented control without its label, a grouped list, an inline
    title, and the alert its button shows, on both (the page mirrors the tap)."""
    from test_swiftui_legacy import LEGACY

    context, page = open_swift_page(browser, url, scale, errors, LEGACY, "DeliveryOptions", "delivery-options")
    page.evaluate("window.formsim.devices[0].tapAsUser('reset-preferences')")
    page.wait_for_timeout(800)
    wait_all(page)
    path = os.path.join(OUT, "swiftui-legacy-alert.png")
    page.screenshot(path=path)
    print(path)
    context.close()


def swiftui_run_shots(browser, url, scale, errors):
    """The counter of test_swiftui_runs.py opened on an iPhone 15 and an iPad (10th), in
    portrait and in landscape: Add tapped twice, then Save, whose action sets the flag
    the alert watches; the alert says what the state holds (BEHAVIOR.md E8.3)."""
    from test_swiftui_runs import COUNTER

    for orientation, size in (("portrait", (1100, 860)), ("landscapeLeft", (1400, 760))):
        context, page = open_swift_page(
            browser, url, scale, errors, COUNTER, "TapCounter", "tap-counter", viewport=size,
            query=f"?device=iphone-15,ipad-10&orientation={orientation},{orientation}")
        page.evaluate("document.getElementById('form-warnings-close') && document.getElementById('form-warnings-close').click()")
        for target in ("add", "add", "save"):
            page.evaluate(f"window.formsim.devices[0].tapAsUser('{target}')")
            page.wait_for_timeout(300)
        page.wait_for_function("() => window.formsim.devices.every(d => JSON.stringify(d.semanticTree).includes('show-saved-sheet'))")
        page.wait_for_timeout(800)
        wait_all(page)
        path = os.path.join(OUT, f"swiftui-run-alert-{'portrait' if orientation == 'portrait' else 'landscape'}.png")
        page.screenshot(path=path)
        print(path)
        if orientation == "portrait":
            # The inspector of the phone: the form's state, and where the last action ran.
            page.evaluate("window.formsim.devices[0].tapAsUser('show-saved-action-0')")
            page.locator(".device-card").nth(0).locator(".device-head").click(position={"x": 2, "y": 2})
            page.keyboard.press("i")
            page.wait_for_function("() => document.querySelectorAll('#inspector-state tbody tr').length === 2")
            next_frame(page)
            path = os.path.join(OUT, "swiftui-run-inspector.png")
            page.screenshot(path=path)
            print(path)
        context.close()


def flow_report_shots(browser, scale, errors, only=None):
    """The shipped flows' report from run-flows, opened from disk at 1280 × 720."""
    import pathlib
    import subprocess
    import tempfile
    from helpers import SERVER_BIN
    folder = tempfile.mkdtemp(prefix="formsim-report-")
    report = pathlib.Path(folder) / "report.html"
    flows = sorted(os.path.join("Flows", f) for f in os.listdir(os.path.join(REPO, "Flows")) if f.endswith(".yaml"))
    subprocess.run([SERVER_BIN, "run-flows", *flows, "--forms", "Forms", "--report", str(report), "--quiet"],
                   cwd=REPO, check=True, capture_output=True)
    context = browser.new_context(viewport={"width": 1280, "height": 720}, device_scale_factor=scale, offline=True)
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(report.as_uri())
    page.wait_for_function("() => document.body.dataset.painted === 'true'", timeout=20000)
    if not only or only == "flow-report-overview":
        path = os.path.join(OUT, "flow-report-overview.png")
        page.screenshot(path=path)
        print(path)
    if not only or only == "flow-report-enlarged":
        # The birthday flow's first step on an iPhone 15: the picker up.
        section = page.locator("section", has=page.locator("h2", has_text="contacts birthday"))
        shot = section.locator("td[id$='-iphone-15-step-1'] button.shot")
        shot.scroll_into_view_if_needed()
        shot.click()
        page.wait_for_function("() => document.getElementById('enlarged').open")
        path = os.path.join(OUT, "flow-report-enlarged.png")
        page.screenshot(path=path)
        print(path)
    context.close()
    if not only or only == "flow-report-differences":
        differences_shot(browser, scale, errors, folder)


SPEED_FLOW = """name: speed on the phones
scene: shipping
devices: [iphone-se, iphone-15, ipad-10, ipad-pro-12-9]
steps:
  - {tap: speed-segment-1, on: phone}
  - expect: {id: speed-control}
"""


def differences_shot(browser, scale, errors, folder):
    """The speed flow's grid: the phones chose Express, the iPads kept Standard."""
    import pathlib
    import subprocess
    from helpers import SERVER_BIN
    flow = pathlib.Path(folder) / "speed.yaml"
    flow.write_text(SPEED_FLOW)
    report = pathlib.Path(folder) / "speed.html"
    # Run in its folder, so the grid's heading names speed.yaml, not a temporary path.
    subprocess.run([SERVER_BIN, "run-flows", "speed.yaml", "--forms", os.path.join(REPO, "Forms"), "--report", str(report),
                    "--public", os.path.join(REPO, "Public"), "--quiet"], cwd=folder, check=True, capture_output=True)
    context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=scale, offline=True)
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(report.as_uri())
    page.wait_for_function("() => document.body.dataset.painted === 'true'", timeout=20000)
    path = os.path.join(OUT, "flow-report-differences.png")
    page.locator("section").first.screenshot(path=path)
    print(path)
    context.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="use a running server instead of starting one")
    parser.add_argument("--scale", type=float, default=2, help="device scale factor (default 2)")
    parser.add_argument("--only", help="take only the shot of this name")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    server = None if args.url else start_server()
    url = args.url or server.url
    os.makedirs(OUT, exist_ok=True)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM)
            context = browser.new_context(viewport={"width": 1200, "height": 1000}, device_scale_factor=args.scale)
            page = context.new_page()
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            for name, query, setup in SHOTS:
                if args.only and args.only != name:
                    continue
                page.goto(url.rstrip("/") + "/" + query)
                wait_for_paint(page)
                if setup is True:
                    tap_birthday(page)
                elif setup:
                    send_events(page, setup)
                path = os.path.join(OUT, name + ".png")
                page.screenshot(path=path)
                print(path)
            if not args.only or args.only.startswith("workspace"):
                workspace_shots(browser, url, args.scale, errors)
            if not args.only or args.only.startswith(("appearance", "swiftui", "ipad-windows", "increase-contrast")):
                appearance_shots(browser, url, args.scale, errors, args.only)
            if not args.only or args.only.startswith("swiftui-corpus"):
                swiftui_corpus_shots(browser, args.scale, errors, args.only)
            if not args.only or args.only == "caret-inter":
                caret_shot(browser, url, args.scale, errors)
            if not args.only or args.only == "shipping-iphone-15-swipe-back":
                swipe_shot(browser, url, args.scale, errors)
            if not args.only or args.only in ("swiftui-syntax-error", "swiftui-rename"):
                swiftui_error_shots(browser, url, args.scale, errors)
            if not args.only or args.only.startswith("swiftui-run-alert"):
                swiftui_run_shots(browser, url, args.scale, errors)
            if not args.only or args.only == "swiftui-legacy-alert":
                swiftui_legacy_shot(browser, url, args.scale, errors)
            if not args.only or args.only.startswith("flow-report"):
                flow_report_shots(browser, args.scale, errors, args.only)
            browser.close()
            if errors:
                print("page errors:\n  " + "\n  ".join(errors), file=sys.stderr)
                return 1
    finally:
        if server:
            stop_server(server.process)
    return 0


if __name__ == "__main__":
    sys.exit(main())
