package dev.tablewright.cli.bench;

import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.engine.api.DynamoException;
import java.io.PrintWriter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * A bench on a live endpoint ({@code --endpoint URL}, which it needs): it measures with the endpoint open
 * and prints its figures as text, or as one JSON object with {@code --json}. A bad argument exits 2, and
 * DynamoDB's refusal (its code and message on standard error) exits 1.
 */
abstract class LiveBench extends CliCommand {
    @Mixin
    LiveOptions live;

    @Option(names = "--json", description = "print one JSON object of figures")
    boolean json;

    @Override
    protected final int run(PrintWriter out, PrintWriter err) throws Exception {
        String misuse = live.isLive() ? misuse() : "--endpoint URL is required";
        if (misuse != null) {
            err.println("tablewright bench " + name() + ": " + misuse);
            return 2;
        }
        try (SdkEndpoint endpoint = live.open()) {
            measure(endpoint, out).print(out, json);
            return 0;
        } catch (DynamoException e) {
            err.println(e.errorCode() + ": " + e.getMessage());
            return 1;
        }
    }

    /** What is wrong with the bench's own options, or null. */
    String misuse() {
        return null;
    }

    /** The figures, measured on the endpoint ({@code out} for what the bench says while it prepares). */
    abstract Figures measure(SdkEndpoint endpoint, PrintWriter out);
}
