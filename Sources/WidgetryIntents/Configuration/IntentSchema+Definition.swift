extension IntentSchema {
    /// Describes a configuration intent that is not an `AppIntent`, such as a SiriKit intent generated from an
    /// `.intentdefinition` file.
    ///
    /// - Parameters:
    ///   - typeName: The intent type's stable name, `String(reflecting:)` of the type.
    ///   - title: The intent's title.
    ///   - description: The intent's description; empty when it has none.
    ///   - parameters: The parameters, in declaration order.
    package init(typeName: String, title: String, description: String, parameters: [IntentParameterDescriptor]) {
        self.typeName = typeName
        self.title = title
        self.description = description
        self.openAppWhenRun = false
        self.parameters = parameters
    }
}
