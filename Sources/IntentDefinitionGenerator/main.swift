// Generates SiriKit intent classes from an `.intentdefinition` file.
import Foundation

FileHandle.standardError.write(Data("usage: widgetry-intentgen INPUT.intentdefinition OUTPUT.swift\n".utf8))
exit(2)
