import Foundation

/// Checks `condition` every 10 ms until it holds or `timeout` seconds pass, and says
/// whether it held: a test waits for what it needs instead of sleeping a guess.
func eventually(timeout: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        Thread.sleep(forTimeInterval: 0.01)
    }
}
