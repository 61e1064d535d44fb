/// What every test target shares that needs SimCore only (the simulator factory, a seeded
/// generator, reading a simulator): SimCoreTests import that alone and so build without the
/// scenes; the other targets get it with the scene-level helpers here, by one import.
@_exported import SimCoreTestSupport
