import Testing

// The system back-swipe survives a generated navigation delegate (issue 11, item 4): an edge
// swipe pops on every screen but the root, with the spec's interactive pop where one applies and
// UIKit's own elsewhere; exactly one recognizer begins. Scenarios: BackSwipe.swift.
@MainActor
@Suite(.serialized) struct BackSwipeTests {
    @Test func anEdgeSwipePopsEverywhereButTheRoot() {
        let swipes = BackSwipeScenarios.swipes()
        // [at the root, two screens, DetailViewController on top]
        #expect(swipes["photo-zoom"] == [[], ["system"], ["system"]])
        #expect(swipes["custom-push"] == [[], ["system"], ["system"]])
        #expect(swipes["interactive-pop"] == [[], ["transition"], ["transition"]])
        #expect(swipes["skeleton-shimmer"] == [[], ["system"], ["system"]])
    }

    @Test func aCustomPopGivesWayToTheSystemBackSwipe() {
        let pops = BackSwipeScenarios.customPopDuringTheSystemBackSwipe()
        #expect(pops["photo-zoom"] == [true, false], "[button pop, back-swipe pop]")
        #expect(pops["custom-push"] == [true, false], "[button pop, back-swipe pop]")
    }

    /// Issue 29, item 3: the app's back-swipe delegate, set before install, is kept and decides for
    /// UIKit's back-swipe (the spec's interactive pop is the spec's).
    @Test func theAppsBackSwipeRulesAreKept() {
        let rules = BackSwipeScenarios.appRules()
        let kept = ["asked true", "delegate ours true"]
        #expect(rules["photo-zoom"] == [["system"], [], kept])
        #expect(rules["custom-push"] == [["system"], [], kept])
        #expect(rules["skeleton-shimmer"] == [["system"], [], kept])
        #expect(rules["interactive-pop"] == [["transition"], ["transition"], ["asked false", "delegate ours true"]])
    }

    /// Issue 29, item 3: without the app's rules, UIKit's back-swipe begins only where the top
    /// screen shows a back button.
    @Test func noBackSwipeWhereTheTopScreenShowsNoBackButton() {
        let rules = BackSwipeScenarios.backButtonRules()
        // [hidesBackButton, a custom left item, a left item beside the back button, the bar hidden]
        for name in ["photo-zoom", "custom-push", "skeleton-shimmer"] {
            #expect(rules[name] == [[], [], ["system"], []], "\(name)")
        }
        #expect(rules["interactive-pop"] == [["transition"], ["transition"], ["transition"], ["transition"]])
    }

    /// Issue 29, item 3: iOS 26's content-area back-swipe is treated as the edge one.
    @Test func theContentBackSwipeIsUIKitsToo() {
        let content = BackSwipeScenarios.contentBackSwipe()
        // [delegate left to UIKit, custom pop while it began, waits for the spec's pop gesture]
        #expect(content["photo-zoom"] == [true, false, false])
        #expect(content["custom-push"] == [true, false, false])
        #expect(content["skeleton-shimmer"] == [true, false, false])
        #expect(content["interactive-pop"] == [true, false, true])
    }
}
