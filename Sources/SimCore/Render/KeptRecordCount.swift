/// How many render records are kept out of the tree for views still on the screen (the
/// rows a rotation to landscape puts off screen). Each such record holds the count and
/// takes itself off when it is drawn again or let go, so the count is exact however the
/// view ends.
final class KeptRecordCount {
    private(set) var value = 0

    fileprivate func add(_ delta: Int) { value += delta }
}

extension RenderRecord {
    /// Counts this record in `count` (nil: in none), leaving the count it was in.
    func setKept(in count: KeptRecordCount?) {
        keptCount?.add(-1)
        count?.add(1)
        keptCount = count
    }
}
