#if !FORMSIM_FUZZING
import Foundation

/// The normal build's `FormSimFuzz`: runs every input of the fuzz corpus through its
/// target once (a regression run of what libFuzzer found and was seeded with), and says
/// how many each target read and accepted.
///
///     FormSimFuzz [CORPUS]    # default Fuzz/corpus, with one folder per target
@main
struct CorpusReplay {
    static func main() {
        let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Fuzz/corpus")
        let started = ContinuousClock.now
        var total = 0
        for target in FuzzTarget.allCases {
            let folder = root.appendingPathComponent(target.rawValue)
            let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
            var accepted = 0
            for file in files {
                guard let data = try? Data(contentsOf: file) else { continue }
                if target.run(data) { accepted += 1 }
            }
            total += files.count
            print("\(target.rawValue): \(files.count) inputs replayed, \(accepted) accepted")
        }
        print("corpus replay: \(total) inputs in \(ContinuousClock.now - started)")
        if total == 0 {
            print("no corpus at \(root.path)")
            exit(1)
        }
    }
}
#endif
