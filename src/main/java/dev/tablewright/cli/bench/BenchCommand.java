package dev.tablewright.cli.bench;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code bench …}: measured figures, not tests (docs/performance.md records them). */
@Command(name = "bench", mixinStandardHelpOptions = true, subcommands = {EngineBench.class, ReadBench.class,
        StartupBench.class, MemoryBench.class, GridBench.class, ScanBench.class, CommitBench.class},
        description = "Benchmarks that report figures (see docs/performance.md).")
public final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
