extension CorpusCase {
    /// The case of every file in `Corpus/`, in file-name order; `everyCorpusFileHasACase` checks the two agree.
    static var all: [CorpusCase] {
        [
            .chatUnread,
            .garageDoorControl,
            .mastodonAccount,
            .mastodonTimeline,
            .newsHeadlines,
            .podcastLiveActivity,
            .podcastNowPlaying,
            .smartHomeLightControl,
            .smartHomeScenes,
            .vpnControl,
            .vpnStatus,
        ]
    }
}
