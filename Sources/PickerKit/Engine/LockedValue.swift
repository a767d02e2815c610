#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a pthread mutex.
///
/// Used instead of `Synchronization.Mutex` because on Linux that mutex waits with raw futex
/// calls, which ThreadSanitizer does not see as synchronization: `swift test
/// --sanitize=thread` reported races on data that was only touched inside `withLock`.
/// `pthread_mutex_lock` is understood by the sanitizer, so its reports stay meaningful.
///
/// `@unchecked Sendable`: every access to `value` happens between `pthread_mutex_lock` and
/// `pthread_mutex_unlock` on the same mutex, which lives as long as the object.
///
/// The value is read without Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`):
/// the mutex already makes every access exclusive, and the checks cost about 230 instructions
/// a call on the warm display paths (counted by callgrind).
final class LockedValue<Value>: @unchecked Sendable {
    @exclusivity(unchecked) private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
