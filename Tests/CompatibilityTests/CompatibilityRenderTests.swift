import Testing

@Suite struct CompatibilityRenderTests {
    @Test func compatibilityCorpusCompiles() {
        #expect(Bool(true))
    }
}
