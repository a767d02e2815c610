// An app imports PickerKit and sees the core's public types (calendars, values, strict strings,
// the engine) as PickerKit's own.
@_exported import PickerKitCore
