#if FORMSIM_TSAN_LOCK
/// The lock the server and the form directory take. In a ThreadSanitizer build
/// (`-D FORMSIM_TSAN_LOCK`, scripts/sanitize.sh) it is a pthread mutex, which TSan sees.
public typealias Lock<Value> = PThreadLock<Value>
#else
import Synchronization

/// The lock the server and the form directory take: Synchronization's `Mutex`. (Its slow
/// path waits on a futex that ThreadSanitizer does not see; a TSan build swaps in
/// `PThreadLock`.)
public typealias Lock<Value> = Mutex<Value>
#endif
