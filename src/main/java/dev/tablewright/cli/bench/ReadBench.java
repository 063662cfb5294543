package dev.tablewright.cli.bench;

import dev.tablewright.cli.options.CliCommand;
import com.fasterxml.jackson.core.JsonParser;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.json.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench read FILE}: one plain Jackson streaming pass over a model file (the floor: every token
 * read, nothing kept), then our reader on the same file, each timed once (a large file is read once
 * when opened), with the heap the model holds afterwards. Run each alone ({@code --only}) under
 * {@code /usr/bin/time -v} for its resident size.
 */
@Command(name = "read", mixinStandardHelpOptions = true,
        description = "Time a plain Jackson streaming pass and the model reader on one file.")
final class ReadBench extends CliCommand {
    @Parameters(index = "0", description = "a model file")
    Path file;

    @Option(names = "--only", description = "jackson or model: run just that pass")
    String only;

    @Override
    protected int run(PrintWriter out, PrintWriter err) throws IOException {
        if (only == null || only.equals("jackson")) {
            long start = System.nanoTime();
            long tokens = 0;
            try (JsonParser p = Json.FACTORY.createParser(file.toFile())) {
                while (p.nextToken() != null) {
                    tokens++;
                }
            }
            out.printf("jackson streaming pass  %,d tokens in %,.0f ms%n", tokens, (System.nanoTime() - start) / 1e6);
            out.flush();
        }
        if (only == null || only.equals("model")) {
            long start = System.nanoTime();
            ReadResult r = WorkbenchJson.read(file);
            double millis = (System.nanoTime() - start) / 1e6;
            System.gc();
            Runtime rt = Runtime.getRuntime();
            long heap = (rt.totalMemory() - rt.freeMemory()) / (1024 * 1024);
            // Counted after the heap is measured, so that the model is still held then.
            long items = r.model().map(m -> m.tables().stream().mapToLong(t -> t.allItems().size()).sum()).orElse(0L);
            out.printf("WorkbenchJson.read      %,d items in %,.0f ms, %d problem(s); heap after GC %,d MB%n", items,
                    millis, r.problems().size(), heap);
        }
        return 0;
    }
}
