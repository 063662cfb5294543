package dev.tablewright.cli.options;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A tablewright command or bench: it prints its answer on the command line's standard output and what
 * went wrong on its standard error (picocli's writers, which tests replace), and returns its exit code.
 */
public abstract class CliCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public final Integer call() throws Exception {
        return run(spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** The command's work on the command line's output and error; its exit code. */
    protected abstract int run(PrintWriter out, PrintWriter err) throws Exception;

    /** The command's name ({@code commit}, {@code scan}), as its messages start. */
    protected final String name() {
        return spec.name();
    }
}
