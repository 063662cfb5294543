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
