package dev.tablewright.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the command line in-process and keeps what it printed, for tests. */
final class Cli {
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    int run(String... args) {
        CommandLine cl = TablewrightCommand.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    String out() {
        return out.toString();
    }

    String err() {
        return err.toString();
    }

    /** Forgets what was printed so far. */
    void clear() {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
    }
}
