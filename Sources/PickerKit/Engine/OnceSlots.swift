#if os(Linux)
    import Synchronization
#endif

/// A fixed number of slots, each set at most once to an object (or to none) that is then
/// kept: what a formatter derives on first use (a writer per mode, a template per kind of
/// range, or no template where ICU writes that kind), read on every warm call without a lock.
///
/// On Linux a slot is an atomic word: 0 while nothing is kept, 1 when none is, else a
/// retained reference to the object. The warm path is one acquiring load, inlined, which
/// ThreadSanitizer models (the generic `AtomicLazyReference.load()` is not specialized across
/// modules and cost more than the lock it replaced). Elsewhere (Apple platforms before the
/// `Synchronization` module) the slots sit behind one ``LockedValue``.
final class OnceSlots<Object: AnyObject & Sendable>: @unchecked Sendable {
    /// The number of slots.
    let count: Int

    #if os(Linux)
        private let slots: UnsafeMutablePointer<Atomic<Int>>
        /// The word of a slot kept empty.
        private static var none: Int { 1 }
    #else
        private let slots: LockedValue<[Object??]>
    #endif

    /// `count` slots with nothing kept.
    init(count: Int) {
        self.count = count
        #if os(Linux)
            slots = .allocate(capacity: count)
            for index in 0..<count { (slots + index).initialize(to: Atomic(0)) }
        #else
            slots = LockedValue([Object??](repeating: nil, count: count))
        #endif
    }

    deinit {
        #if os(Linux)
            for index in 0..<count {
                let bits = slots[index].load(ordering: .acquiring)
                if bits > Self.none { Self.unmanaged(bits).release() }
            }
            slots.deinitialize(count: count)
            slots.deallocate()
        #endif
    }

    /// What `slot` keeps: `nil` while nothing is kept, `.some(nil)` when it was kept empty.
    @inline(__always)
    func kept(at slot: Int) -> Object?? {
        precondition(slot >= 0 && slot < count, "slot \(slot) of \(count)")
        #if os(Linux)
            let bits = slots[slot].load(ordering: .acquiring)
            if bits == 0 { return nil }
            return .some(bits == Self.none ? nil : Self.unmanaged(bits).takeUnretainedValue())
        #else
            return slots.withLock { $0[slot] }
        #endif
    }

    /// Keeps `object` (or none) in `slot` unless something is kept there already; returns
    /// what is kept (the first wins when two threads make one at once).
    func keep(_ object: Object?, at slot: Int) -> Object? {
        precondition(slot >= 0 && slot < count, "slot \(slot) of \(count)")
        #if os(Linux)
            let retained = object.map { Unmanaged.passRetained($0) }
            let bits = retained.map { Int(bitPattern: $0.toOpaque()) } ?? Self.none
            let (exchanged, first) = slots[slot].compareExchange(
                expected: 0, desired: bits, ordering: .acquiringAndReleasing)
            if exchanged { return object }
            retained?.release()
            return first == Self.none ? nil : Self.unmanaged(first).takeUnretainedValue()
        #else
            return slots.withLock { slots in
                if let first = slots[slot] { return first }
                slots[slot] = .some(object)
                return object
            }
        #endif
    }

    /// What `slot` keeps, else what `make` makes (outside any lock), kept.
    @inline(__always)
    func value<Failure: Error>(at slot: Int, make: () throws(Failure) -> Object?) throws(Failure) -> Object? {
        if let kept = kept(at: slot) { return kept }
        return keep(try make(), at: slot)
    }

    /// The object in `slot`, else the one `make` makes (outside any lock), kept; for slots
    /// that are never kept empty.
    @inline(__always)
    func object<Failure: Error>(at slot: Int, make: () throws(Failure) -> Object) throws(Failure) -> Object {
        if let kept = kept(at: slot), let object = kept { return object }
        guard let object = keep(try make(), at: slot) else {
            preconditionFailure("slot \(slot) kept empty, but its objects are never empty")
        }
        return object
    }

    #if os(Linux)
        /// The kept object whose retained reference is `bits`.
        @inline(__always)
        private static func unmanaged(_ bits: Int) -> Unmanaged<Object> {
            Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
        }
    #endif
}
