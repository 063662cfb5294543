package dev.tablewright.format;

import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/** The sample models shipped inside the jar (copied from the project's {@code sample-models/}). */
public final class SampleModels {
    /** Opened on the very first start. */
    public static final String FIRST = "movies-actors.json";

    /** Every shipped sample, in menu order. */
    public static final List<String> NAMES = List.of(FIRST, "customer-orders.json", "alleycat-races.json",
            "company-directory.json", "issue-tracker.json", "tournament-matches.json", "products-vectors.json",
            "shop-settings.json");

    /**
     * Later versions of a sample, shipped as the TO side of a worked migration (docs/migrations.md) and
     * kept out of the menu, where they would read as a sample of their own.
     */
    public static final List<String> NEXT_VERSIONS = List.of("movies-actors-v2.json");

    /** Every file of the samples folder: the samples, then their later versions. */
    public static final List<String> ALL_FILES = java.util.stream.Stream.concat(NAMES.stream(), NEXT_VERSIONS.stream())
            .toList();

    private static final String FOLDER = "/dev/tablewright/samples/";

    private SampleModels() {
    }

    /** Reads a shipped sample; a missing or unreadable resource is a Problem, like any unreadable file. */
    public static ReadResult read(String name) {
        try (InputStream in = SampleModels.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                return unreadable(name, "this build does not contain the sample model " + name);
            }
            return WorkbenchJson.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
        } catch (IOException e) {
            return unreadable(name, "cannot read the sample: " + e.getMessage());
        }
    }

    private static ReadResult unreadable(String name, String message) {
        return new ReadResult(Optional.empty(), List.of(new Problem(Severity.ERROR, name, "", message)));
    }
}
