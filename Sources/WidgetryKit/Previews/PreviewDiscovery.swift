// Finds the types that conform to a protocol by reading the Swift runtime's metadata of every loaded image.
//
// Swift has no static initializers, so `#Preview` cannot register itself when the program starts. Instead each
// expansion declares a type conforming to `_PreviewRegistrant`, and the compiler records that conformance in the
// image's `swift5_protocol_conformances` section, as it records every conformance so that `as?` works. The Swift
// runtime knows these sections for every loaded image and lists them through `swift_enumerateAllMetadataSections`
// (exported by libswiftCore on Linux, Windows and Android; the stable layout of what it passes is the
// `MetadataSections` struct in the toolchain's `shims/MetadataSections.h`). Swift Testing found `@Test`s the same
// way before it had a section of its own.
//
// Each conformance record is a 32-bit relative pointer to a protocol conformance descriptor:
//
//     int32 protocol      relative pointer to the protocol descriptor; low bit set = indirect (through a GOT slot)
//     int32 typeRef       relative pointer to the conforming type; its kind is in the flags
//     int32 witnessTable  (unused here)
//     uint32 flags        bits 3–5: type reference kind (0 direct, 1 indirect type descriptor; others are ObjC)
//
// Context descriptors (protocols, modules, types) start with:
//
//     uint32 flags        bits 0–4: kind (0 module, 3 protocol, 16 class, 17 struct, 18 enum); bit 7: generic
//     int32 parent        relative pointer, low bit = indirect
//     int32 name          relative pointer to a C string
//     int32 accessor      (types only) relative pointer to the metadata access function
//
// A conformance is kept when its protocol is named `name` and its parent is the module `module`. Its type must be
// a non-generic class, struct or enum; calling its metadata access function (`MetadataResponse (*)(request)`,
// whose first returned word is the metadata) gives the type. Anything else — ObjC references, generic types,
// unknown kinds, null pointers — is skipped, never trusted. All reads stay inside the records the runtime lists
// and the descriptors they point to.
//
// Limit: images the runtime does not know about (none on Linux: every Swift image registers itself when loaded)
// are not searched. Embedded Swift and Apple platforms, which do not export the function, are not supported.

/// The runtime entry point that calls `body` with each loaded image's `MetadataSections` until it returns false.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)

enum ConformanceScanner {
    /// A protocol, by its name and the name of the module that declares it.
    struct ProtocolName: Hashable {
        let module: String
        let name: String
    }

    /// The non-generic types that conform to each of `protocols`, in image and record order.
    static func conformingTypes(to protocols: [ProtocolName]) -> [ProtocolName: [Any.Type]] {
        var search = Search(protocols: protocols)
        withUnsafeMutablePointer(to: &search) { pointer in
            swift_enumerateAllMetadataSections(
                { sections, context in
                    context.assumingMemoryBound(to: Search.self).pointee.scan(sections)
                    return true
                }, pointer)
        }
        // The metadata accessors run after the enumeration, outside the runtime's image lock.
        return search.found.mapValues { descriptors in descriptors.compactMap(metadata(ofTypeDescriptor:)) }
    }

    /// The state of one enumeration: what is sought and the type descriptors found so far.
    private struct Search {
        let protocols: [ProtocolName]
        var found: [ProtocolName: [UnsafeRawPointer]] = [:]
        /// Protocol descriptors already judged, so each is named once.
        var judged: [UnsafeRawPointer: ProtocolName?] = [:]

        mutating func scan(_ sections: UnsafeRawPointer) {
            // MetadataSections: version, baseAddress, unused0, unused1, then {start, length} ranges; the
            // conformances range is the second. Every version so far (1 and up) has it at this offset.
            let version = sections.load(as: UInt.self)
            guard version >= 1 else { return }
            let word = MemoryLayout<UInt>.stride
            let range = sections + 4 * word + 2 * word
            let start = range.load(as: UInt.self)
            let length = range.load(fromByteOffset: word, as: UInt.self)
            guard start != 0, length >= 4 else { return }
            let base = UnsafeRawPointer(bitPattern: start)!
            for offset in stride(from: 0, to: Int(length) - 3, by: 4) {
                guard let conformance = relativeDirect(base + offset) else { continue }
                inspect(conformance)
            }
        }

        private mutating func inspect(_ conformance: UnsafeRawPointer) {
            guard let proto = relativeIndirectable(conformance), let name = protocolName(proto) else { return }
            let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
            let typeField = conformance + 4
            let typeDescriptor: UnsafeRawPointer?
            switch (flags >> 3) & 0x7 {
            case 0: typeDescriptor = relativeDirect(typeField)
            case 1: typeDescriptor = relativeDirect(typeField)?.load(as: UnsafeRawPointer?.self)
            default: return  // Objective-C class references do not occur on Linux; skip them anyway.
            }
            guard let typeDescriptor else { return }
            let typeFlags = typeDescriptor.load(as: UInt32.self)
            let kind = typeFlags & 0x1F
            let isGeneric = typeFlags & 0x80 != 0
            guard (16...18).contains(kind), !isGeneric else { return }
            found[name, default: []].append(typeDescriptor)
        }

        /// The sought protocol `descriptor` is, or `nil`.
        private mutating func protocolName(_ descriptor: UnsafeRawPointer) -> ProtocolName? {
            if let known = judged[descriptor] { return known }
            var result: ProtocolName?
            if descriptor.load(as: UInt32.self) & 0x1F == 3,
                let name = relativeDirect(descriptor + 8).map(string),
                let parent = relativeIndirectable(descriptor + 4), parent.load(as: UInt32.self) & 0x1F == 0,
                let module = relativeDirect(parent + 8).map(string)
            {
                let candidate = ProtocolName(module: module, name: name)
                result = protocols.contains(candidate) ? candidate : nil
            }
            judged[descriptor] = result
            return result
        }
    }

    /// The target of a 32-bit relative pointer stored at `field`, or `nil` when it is null.
    private static func relativeDirect(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// The target of a relative pointer whose low bit says it points at a pointer to the target.
    private static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = field + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    private static func string(_ pointer: UnsafeRawPointer) -> String {
        String(cString: pointer.assumingMemoryBound(to: CChar.self))
    }

    /// The metadata access function of a non-generic type: takes a request (0 = complete), returns the metadata
    /// in its first word.
    private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

    /// The type a non-generic type descriptor describes, by calling its metadata access function.
    private static func metadata(ofTypeDescriptor descriptor: UnsafeRawPointer) -> Any.Type? {
        guard let accessor = relativeDirect(descriptor + 12) else { return nil }
        let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
