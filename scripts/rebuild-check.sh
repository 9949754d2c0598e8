#!/usr/bin/env bash
# Issue 19's rebuild: a package that depends on Widgetry's `Combine` and `SwiftUI` products and on GRDB (which
# compiles its own Combine support whenever `canImport(Combine)` holds) builds, runs a publisher on Dispatch queues,
# and builds again after a GRDB source file changes (as a `swift package update` that moves GRDB does), without
# deleting the build folder. `Combine` is a C module given only to its dependents, so GRDB never sees it.
# Usage: rebuild-check.sh [WORK_DIR]   (the first build takes minutes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-${TMPDIR:-/tmp}/widgetry-rebuild-check}
mkdir -p "$work/Sources/CombineWithGRDB"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "CombineWithGRDB",
    dependencies: [
        .package(name: "widgetry", path: "$root"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "CombineWithGRDB",
            dependencies: [
                .product(name: "Combine", package: "widgetry"), .product(name: "SwiftUI", package: "widgetry"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ])
    ],
    swiftLanguageModes: [.v5]
)
MANIFEST
cat >"$work/Sources/CombineWithGRDB/main.swift" <<'SWIFT'
import Combine
import Dispatch
import Foundation
import GRDB
import SwiftUI

// GRDB and Combine in one target, as an app that keeps its widget's data in SQLite does. Whether GRDB compiled its
// own Combine support depends on which module SwiftPM built first; either way both must compile.
let queue = try DatabaseQueue()
let scores = try queue.write { db in
    try db.execute(sql: "CREATE TABLE player (name TEXT NOT NULL, score INTEGER NOT NULL)")
    try db.execute(sql: "INSERT INTO player VALUES ('Ann', 3), ('Bob', 5)")
    return try Int.fetchAll(db, sql: "SELECT score FROM player ORDER BY name")
}
var total: Int?
let done = DispatchSemaphore(value: 0)
// Apple's spellings: a sequence publisher, subscribed on and received on Dispatch queues.
let cancellable = scores.publisher
    .subscribe(on: DispatchQueue.global())
    .map { $0 * 10 }
    .reduce(0, +)
    .receive(on: DispatchQueue.global())
    .sink { sum in
        total = sum
        done.signal()
    }
// Bounded, so a lost value fails the check with a message instead of holding CI until its time runs out (a
// completion that overtook reduce's value on the concurrent global queue once did).
guard done.wait(timeout: .now() + 120) == .success else {
    print("rebuild-check: the publisher delivered nothing within 120 s; receive(on:) lost its value")
    exit(1)
}
cancellable.cancel()
guard total == 80 else {
    print("rebuild-check: the publisher gave \(String(describing: total)), expected 80")
    exit(1)
}
print("rebuild-check: GRDB and Combine work together (total \(total!))")
SWIFT
cd "$work"
swift build
swift run CombineWithGRDB
# A GRDB source changes, as an update would move it; the next build must not need the build folder deleted.
touch .build/checkouts/GRDB.swift/GRDB/Core/DatabaseReader.swift
swift build
swift run CombineWithGRDB
echo "rebuild-check: rebuilt after GRDB changed, without deleting the build folder"
