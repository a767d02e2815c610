// Every file of this target sees the shared test support (SplitMix64) without its own import.
@_exported import PickerKitTestSupport
