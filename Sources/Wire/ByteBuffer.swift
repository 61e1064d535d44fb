import Foundation

/// Bytes appended at the end of one growing allocation: what `JSONTextWriter` writes into.
///
/// Deviation from an `[UInt8]`, for speed: each `Array.append` checked that the array was
/// uniquely referenced and each `append(contentsOf:)` went through the generic sequence
/// path, together a large share of the server's work for an answer (docs/PERFORMANCE.md).
/// Here an append is a capacity check and a store or a
/// copy. The pointer never leaves this type: it is owned (`~Copyable`, freed in `deinit`),
/// and every write goes through `reserve(_:)`, which keeps `count + n <= capacity`.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `n` more bytes: the allocation at least doubles when it grows.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if capacity - count < n { grow(to: count + n) }
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(capacity * 2, needed)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        (base + count).initialize(to: byte)
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        (base + count).initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    /// The bytes written so far, copied out.
    var data: Data { Data(bytes: base, count: count) }

    /// The bytes written so far, copied out.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
