// Generates asset symbols from an `.xcassets` catalog.
import Foundation

FileHandle.standardError.write(Data("usage: widgetry-assetgen INPUT.xcassets OUTPUT.swift\n".utf8))
exit(2)
