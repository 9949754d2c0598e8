import Foundation
import WidgetryKit
import WidgetryUI

extension WidgetHost {
    /// The serial-queue key all stack mutations share (no instance id contains a space).
    static let stackMutationKey = " stacks"

    // MARK: Queries

    /// Every stack with its members' relevance, the top and why, oldest stack first.
    public func stacks() -> [StackStatus] {
        stackRegistry.order.compactMap { try? stackStatus(id: $0) }
    }

    /// One stack with its members' relevance, the top and why.
    ///
    /// - throws: ``StackError`` with ``StackError/Code/unknownStack``.
    public func stackStatus(id: String) throws -> StackStatus {
        guard let stack = stackRegistry.stacks[id] else { throw unknownStack(id) }
        let now = clock.now
        let members = stack.members.compactMap { memberRelevance($0, at: now) }
        let ledger = stackRegistry.records[id] ?? []
        let reason =
            ledger.last { $0.top == stack.top }
            ?? stack.top.map { top in
                let decision = StackRotation.decide(stack, members: members)
                return StackRotationRecord(
                    stackID: id, date: stack.topSince ?? now, top: top, previous: nil, cause: decision.cause,
                    score: decision.score, entryDate: decision.entryDate, until: decision.until,
                    detail: decision.detail)
            }
        return StackStatus(
            stack: stack, members: members, reason: reason, ledger: ledger,
            nextBoundary: stackRegistry.boundaryDate[id])
    }

    /// The location the host takes as the device's for coordinate clues; `nil` when it has none.
    public func relevanceLocation() -> RelevanceLocation? {
        stackRegistry.location
    }

    /// Sets the device's location for coordinate clues (`serve --location`), and decides every stack again.
    public func setRelevanceLocation(_ location: RelevanceLocation?) async {
        stackRegistry.location = location
        stackRegistry.dirty.formUnion(stackRegistry.order)
        await settleStacks(acknowledged: true)
    }

    // MARK: Mutations

    /// Makes a stack of instances of one family and decides its top.
    ///
    /// - Parameters:
    ///   - id: The stack's id (1 to 64 letters, digits, `.`, `_` or `-`); a UUID when `nil`.
    ///   - name: The name people see.
    ///   - members: Instance ids in swipe order: one family, none in another stack, no repeats.
    ///   - smartRotate: Whether relevance picks the top.
    ///   - chosenTop: The member on top when nothing is relevant; the first member when `nil`.
    /// - Returns: The stack with its top and why.
    /// - throws: ``StackError`` when a rule is broken, ``HostError`` when the store fails.
    @discardableResult
    public func createStack(
        id: String? = nil, name: String, members: [String] = [], smartRotate: Bool = true, chosenTop: String? = nil
    ) async throws -> StackStatus {
        try await serially(Self.stackMutationKey) {
            let id = id ?? UUID().uuidString
            guard Self.isValidStackID(id) else {
                throw StackError(
                    .invalidStack, "Stack id '\(id)' must be 1 to 64 letters, digits, '.', '_' or '-'.", field: "id")
            }
            guard stackRegistry.stacks[id] == nil else {
                throw StackError(
                    .stackExists, "A stack with id '\(id)' exists already; choose another id.", field: "id")
            }
            var stack = WidgetStack(
                id: id, name: name, members: [], smartRotate: smartRotate, chosenTop: nil, created: clock.now)
            try validate(&stack, name: name, members: members, chosenTop: chosenTop)
            try await groupCommit([.saveStack(stack)])
            stackRegistry.stacks[id] = stack
            stackRegistry.order.append(id)
            stackRegistry.dirty.insert(id)
            await settleStacks(acknowledged: true, cause: .membersChanged)
            publish(.stackChanged(id: id, top: stackRegistry.stacks[id]?.top, record: nil))
            return try stackStatus(id: id)
        }
    }

    /// Changes a stack's name, members (the whole list, in order), Smart Rotate or chosen top, and decides its top.
    ///
    /// - throws: ``StackError`` when the stack is unknown or a rule is broken, ``HostError`` when the store fails.
    @discardableResult
    public func updateStack(id: String, _ update: StackUpdate) async throws -> StackStatus {
        try await serially(Self.stackMutationKey) {
            guard var stack = stackRegistry.stacks[id] else { throw unknownStack(id) }
            let membersChanged = update.members.map { $0 != stack.members } ?? false
            let chosen = update.clearsChosenTop ? nil : (update.chosenTop ?? stack.chosenTop)
            if let smartRotate = update.smartRotate { stack.smartRotate = smartRotate }
            try validate(
                &stack, name: update.name ?? stack.name, members: update.members ?? stack.members,
                chosenTop: chosen)
            try await groupCommit([.saveStack(stack)])
            stackRegistry.stacks[id] = stack
            stackRegistry.dirty.insert(id)
            await settleStacks(acknowledged: true, cause: membersChanged ? .membersChanged : nil)
            publish(.stackChanged(id: id, top: stackRegistry.stacks[id]?.top, record: nil))
            return try stackStatus(id: id)
        }
    }

    /// Adds an instance to a stack at a position (the end when `nil`).
    @discardableResult
    public func addStackMember(stackID: String, instanceID: String, at position: Int? = nil) async throws
        -> StackStatus
    {
        guard let stack = stackRegistry.stacks[stackID] else { throw unknownStack(stackID) }
        var members = stack.members
        guard !members.contains(instanceID) else {
            throw StackError(
                .invalidStack, "Widget '\(instanceID)' is in stack '\(stackID)' already.", field: "instanceID")
        }
        let index = min(max(0, position ?? members.count), members.count)
        members.insert(instanceID, at: index)
        return try await updateStack(id: stackID, StackUpdate(members: members))
    }

    /// Takes an instance out of a stack (the instance stays on the host).
    @discardableResult
    public func removeStackMember(stackID: String, instanceID: String) async throws -> StackStatus {
        guard let stack = stackRegistry.stacks[stackID] else { throw unknownStack(stackID) }
        guard stack.members.contains(instanceID) else {
            throw StackError(
                .unknownInstance,
                "Widget '\(instanceID)' is not in stack '\(stackID)'. Members: "
                    + HostError.quotedList(stack.members) + ".")
        }
        var update = StackUpdate(members: stack.members.filter { $0 != instanceID })
        update.clearsChosenTop = stack.chosenTop == instanceID
        return try await updateStack(id: stackID, update)
    }

    /// Deletes a stack and its ledger; its members stay on the host as lone widgets.
    public func deleteStack(id: String) async throws {
        try await serially(Self.stackMutationKey) {
            guard stackRegistry.stacks[id] != nil else { throw unknownStack(id) }
            try await groupCommit([.deleteStack(id: id)])
            stackRegistry.stacks[id] = nil
            stackRegistry.order.removeAll { $0 == id }
            stackRegistry.records[id] = nil
            stackRegistry.boundarySequence[id] = nil
            stackRegistry.boundaryDate[id] = nil
            publish(.stackChanged(id: id, top: nil, record: nil))
        }
    }

    static func isValidStackID(_ id: String) -> Bool {
        (1...64).contains(id.count)
            && id.unicodeScalars.allSatisfy {
                ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || "._-".contains(Character($0))
            }
    }

    private func unknownStack(_ id: String) -> StackError {
        StackError(
            .unknownStack,
            "No stack with id '\(id)'. Stacks: "
                + (stackRegistry.order.isEmpty ? "none" : HostError.quotedList(stackRegistry.order)) + ".")
    }

    /// Checks a stack's name, members and chosen top against the rules and sets them.
    private func validate(_ stack: inout WidgetStack, name: String, members: [String], chosenTop: String?) throws {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...100).contains(trimmed.count) else {
            throw StackError(.invalidStack, "A stack's name must be 1 to 100 characters; got '\(name)'.", field: "name")
        }
        guard members.count <= WidgetStack.maximumMembers else {
            throw StackError(
                .invalidStack,
                "A stack holds at most \(WidgetStack.maximumMembers) widgets, as on iOS; got \(members.count). "
                    + "Put the rest in another stack.", field: "members")
        }
        guard Set(members).count == members.count else {
            throw StackError(.invalidStack, "A widget can be in a stack only once; members repeat.", field: "members")
        }
        var family: WidgetFamily?
        for member in members {
            guard let state = instances[member] else {
                throw StackError(
                    .unknownInstance,
                    "No widget instance with id '\(member)'. Instances: " + HostError.quotedList(order) + ".",
                    field: "members")
            }
            if let other = stackRegistry.stackID(of: member), other != stack.id {
                throw StackError(
                    .invalidStack, "Widget '\(member)' is in stack '\(other)' already; a widget is in one stack.",
                    field: "members")
            }
            guard state.instance.placement == .homeScreen, state.instance.family.rawValue.hasPrefix("system") else {
                throw StackError(
                    .invalidStack,
                    "Widget '\(member)' is a \(state.instance.family.rawValue) widget on the "
                        + "\(state.instance.placement.rawValue); stacks hold Home Screen system widgets.",
                    field: "members")
            }
            if let family, family != state.instance.family {
                throw StackError(
                    .invalidStack,
                    "Widget '\(member)' is \(state.instance.family.rawValue) but the stack's widgets are "
                        + "\(family.rawValue); a stack holds one family.", field: "members")
            }
            family = state.instance.family
        }
        if let chosenTop, !members.contains(chosenTop) {
            throw StackError(
                .invalidStack,
                "Field 'chosenTop' is '\(chosenTop)', which is not a member. Members: "
                    + (members.isEmpty ? "none" : HostError.quotedList(members)) + ".", field: "chosenTop")
        }
        stack.name = trimmed
        stack.members = members
        stack.chosenTop = chosenTop
    }

    // MARK: Rotation

    /// What a member's relevance is now, from the entry it shows and its kind's declared clues.
    func memberRelevance(_ id: String, at now: Date) -> StackMemberRelevance? {
        guard let state = instances[id] else { return nil }
        var relevance: TimelineEntryRelevance?
        var entryDate: Date?
        if let shown = state.shown {
            entryDate = shown.entryDate
            if case .entry(let index) = shown.slot,
                let entry = state.timeline?.entries.first(where: { $0.index == index }), let score = entry.relevance
            {
                relevance = TimelineEntryRelevance(score: score, duration: entry.relevanceDuration ?? 0)
            }
        }
        // Clues are dated like the timeline the provider returned beside them: shifted as its entries were.
        let shift = state.timeline?.dateShift ?? 0
        let clues = (stackRegistry.clues[state.instance.kind] ?? []).map { $0.shifted(by: shift) }
        let member = StackRotation.Member(
            instanceID: id, kind: state.instance.kind, entryDate: entryDate, relevance: relevance, clues: clues)
        return StackRotation.relevance(of: member, at: now, location: stackRegistry.location)
    }

    /// Marks the stack of an instance that shows a new entry (or timeline) for deciding again; the scheduler calls
    /// this from ``showEntryChange(for:at:)``.
    func noteStackMemberChanged(_ instanceID: String) {
        guard !stackRegistry.order.isEmpty, let stackID = stackRegistry.stackID(of: instanceID) else { return }
        stackRegistry.dirty.insert(stackID)
        if let kind = instances[instanceID]?.instance.kind, instances[instanceID]?.widget.relevance != nil {
            stackRegistry.staleClues.insert(kind)
        }
        scheduleStackBoundary(stackID, at: clock.now)
    }

    /// A stack boundary fell due: mark the stack for deciding again.
    func stackBoundaryFired(_ stackID: String) {
        stackRegistry.boundaryFired(stackID)
    }

    /// Whether a heap event is a stack's live boundary.
    func isLiveStackBoundary(_ event: ScheduledEvent) -> Bool {
        stackRegistry.boundarySequence[event.instanceID] == event.sequence
    }

    /// Queues the stack's next look at a date, replacing an earlier one that is later.
    func scheduleStackBoundary(_ stackID: String, at date: Date) {
        guard stackRegistry.needsBoundary(stackID, at: date) else { return }
        let sequence = scheduler.schedule(.stackBoundary, for: stackID, at: date)
        stackRegistry.boundaryQueued(stackID, sequence: sequence, at: date)
    }

    /// An instance was removed: it leaves its stack (the store's cascade already took it out there).
    func stackMemberRemoved(_ instanceID: String) async {
        guard let stackID = stackRegistry.stackID(of: instanceID), var stack = stackRegistry.stacks[stackID] else {
            return
        }
        stack.members.removeAll { $0 == instanceID }
        if stack.chosenTop == instanceID { stack.chosenTop = nil }
        stackRegistry.stacks[stackID] = stack
        stackRegistry.dirty.insert(stackID)
        await settleStacks(acknowledged: true, cause: .membersChanged)
        publish(.stackChanged(id: stackID, top: stackRegistry.stacks[stackID]?.top, record: nil))
    }

    /// Loads the stored stacks and their ledgers; each is decided again when the clock first wakes the host.
    func resumeStacks(_ stored: StoredHostState) {
        for var stack in stored.stacks {
            stack.members.removeAll { instances[$0] == nil }
            stackRegistry.stacks[stack.id] = stack
            stackRegistry.order.append(stack.id)
            stackRegistry.records[stack.id] = stored.stackRecords[stack.id] ?? []
            for member in stack.members {
                if let kind = instances[member]?.instance.kind, instances[member]?.widget.relevance != nil {
                    stackRegistry.staleClues.insert(kind)
                }
            }
            scheduleStackBoundary(stack.id, at: clock.now)
        }
    }

    /// Decides every marked stack again: asks for stale clues, puts the best member on top, records and publishes
    /// a change, writes it (at once when someone waits for it, else with the scheduler's deferred writes), and
    /// queues each stack's next boundary.
    ///
    /// - Parameters:
    ///   - acknowledged: Whether a caller waits for the write.
    ///   - cause: The cause to record when the rules' own cause is about the rest state (member changes).
    func settleStacks(acknowledged: Bool = false, cause: StackRotationCause? = nil) async {
        guard !stackRegistry.dirty.isEmpty else { return }
        // Members whose kind declares clues never asked for yet (a new stack or member) are asked now.
        for id in stackRegistry.dirty {
            for member in stackRegistry.stacks[id]?.members ?? [] {
                guard let state = instances[member], state.widget.relevance != nil,
                    stackRegistry.clues[state.instance.kind] == nil
                else { continue }
                stackRegistry.staleClues.insert(state.instance.kind)
            }
        }
        await refreshClues()
        let now = clock.now
        var changes: [WidgetStoreChange] = []
        var records: [StackRotationRecord] = []
        for id in stackRegistry.takeDirty() {
            let members = (stackRegistry.stacks[id]?.members ?? []).compactMap { memberRelevance($0, at: now) }
            guard let settled = stackRegistry.settle(id, members: members, at: now, cause: cause) else { continue }
            if let record = settled.record { records.append(record) }
            if let stack = settled.changedStack { changes.append(.saveStack(stack)) }
            if let boundary = settled.nextBoundary { scheduleStackBoundary(id, at: boundary) }
        }
        if !records.isEmpty { changes.append(.appendStackRecords(records)) }
        if !changes.isEmpty {
            do {
                if acknowledged {
                    try await groupCommit(changes)
                } else {
                    try await store.applyDeferred(changes)
                }
            } catch {
                log(.error, nil, "Could not save stack rotations: \(error)")
            }
            for record in records {
                publish(.stackChanged(id: record.stackID, top: record.top, record: record))
            }
            for change in changes {
                if case .saveStack(let stack) = change, stack.top == nil {
                    publish(.stackChanged(id: stack.id, top: nil, record: nil))
                }
            }
        }
        arm()
    }

    /// Asks the kinds whose clues are stale for their relevance, each under the provider deadline.
    private func refreshClues() async {
        let kinds = stackRegistry.staleClues
        stackRegistry.staleClues = []
        for kind in kinds.sorted() {
            guard let relevance = bundle.widgets.first(where: { $0.kind == kind && $0.role == .widget })?.relevance
            else { continue }
            do {
                let clues = try await Deadline.run(seconds: configuration.limits.providerDeadline) {
                    await relevance()
                }
                if let clues {
                    stackRegistry.clues[kind] = clues
                } else {
                    log(.warning, nil, "Widget '\(kind)' did not answer relevance() within the deadline.")
                }
            } catch {
                log(.warning, nil, "Widget '\(kind)' failed to give its relevance: \(error)")
            }
        }
    }
}
