package dev.tablewright.format.migrate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.migrate.ApplyJournal;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.io.AtomicFile;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The journal of {@code migrate apply} as a JSON file next to the plan, written atomically (a killed
 * process leaves the previous journal or the new one, never half of one):
 * <pre>
 * {"tablewrightApplyJournal": 1, "planHash": "…", "target": "http://localhost:8000 (us-east-1)",
 *  "started": "2026-…Z", "updated": "…",
 *  "steps": {"Movies/backfill/Movie": {"status": "running", "read": 1200, "written": 240, "alreadyRight": 0,
 *            "totalSegments": 4, "message": "",
 *            "segments": {"0": {"lastKey": {"pk": {"S": "mov#1"}, "sk": {"S": "mov#1"}}, "finished": false}}}}}
 * </pre>
 */
public final class JournalJson {
    static final String VERSION_KEY = "tablewrightApplyJournal";
    static final int VERSION = 1;

    private JournalJson() {
    }

    /** The journal kept in {@code file}. */
    public static ApplyJournal.Store store(Path file) {
        return new ApplyJournal.Store() {
            @Override
            public Path path() {
                return file;
            }

            @Override
            public Optional<ApplyJournal> read() {
                return JournalJson.read(file);
            }

            @Override
            public void write(ApplyJournal journal) {
                try {
                    AtomicFile.write(file, JournalJson.write(journal).getBytes(StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot write the journal " + file + ": " + e.getMessage(), e);
                }
            }
        };
    }

    public static String write(ApplyJournal j) {
        ObjectNode root = Json.object();
        root.put(VERSION_KEY, VERSION);
        root.put("planHash", j.planHash());
        root.put("target", j.target());
        root.put("started", j.started().toString());
        root.put("updated", j.updated().toString());
        ObjectNode steps = root.putObject("steps");
        j.steps().forEach((id, s) -> {
            ObjectNode o = steps.putObject(id);
            o.put("status", s.status().name().toLowerCase(Locale.ROOT));
            o.put("read", s.read());
            o.put("written", s.written());
            o.put("alreadyRight", s.alreadyRight());
            o.put("totalSegments", s.totalSegments());
            o.put("message", s.message());
            ObjectNode segments = o.putObject("segments");
            new java.util.TreeMap<>(s.segments()).forEach((n, seg) -> {
                ObjectNode g = segments.putObject(Integer.toString(n));
                if (seg.lastKey() == null) {
                    g.putNull("lastKey");
                } else {
                    g.set("lastKey", DynamoJson.encodeItem(new Item(seg.lastKey())));
                }
                g.put("finished", seg.finished());
            });
        });
        return Json.pretty(root);
    }

    /**
     * The journal in the file, empty when there is none.
     *
     * @throws IllegalArgumentException "journal plan.journal.json: $.steps…: expected …" for a file that is
     *                                  not a journal this version reads
     */
    public static Optional<ApplyJournal> read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the journal " + file + ": " + e.getMessage());
        }
        return Optional.of(parse(text, file.toString()));
    }

    public static ApplyJournal parse(String text, String file) {
        Diagnostics d = new Diagnostics(file);
        JsonNode root = JsonTreeReader.read(text, d).orElseThrow(() -> bad(file, "$", d.problems().isEmpty() ? "not JSON"
                : d.problems().get(0).message()));
        if (!root.isObject() || root.path(VERSION_KEY).asInt(-1) != VERSION) {
            throw bad(file, "$." + VERSION_KEY, "expected a journal of version " + VERSION + " (written by migrate apply)");
        }
        Map<String, ApplyJournal.Step> steps = new LinkedHashMap<>();
        JsonNode all = object(root, "steps", file, "$");
        all.fields().forEachRemaining(e -> steps.put(e.getKey(), step(e.getValue(), file, "$.steps." + e.getKey())));
        return new ApplyJournal(text(root, "planHash", file, "$"), text(root, "target", file, "$"),
                instant(root, "started", file), instant(root, "updated", file), steps);
    }

    private static ApplyJournal.Step step(JsonNode o, String file, String at) {
        String status = text(o, "status", file, at);
        ApplyJournal.Status s;
        try {
            s = ApplyJournal.Status.valueOf(status.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw bad(file, at + ".status", "expected running, done, failed or cancelled, found '" + status + "'");
        }
        Map<Integer, ApplyJournal.Segment> segments = new LinkedHashMap<>();
        JsonNode segs = object(o, "segments", file, at);
        segs.fields().forEachRemaining(e -> {
            String where = at + ".segments." + e.getKey();
            int n;
            try {
                n = Integer.parseInt(e.getKey());
            } catch (NumberFormatException x) {
                throw bad(file, where, "expected a segment number");
            }
            JsonNode key = e.getValue().get("lastKey");
            Map<String, AttributeValue> lastKey = null;
            if (key != null && !key.isNull()) {
                Diagnostics d = new Diagnostics(file);
                lastKey = DynamoJson.decodeItem(key, where + ".lastKey", d).map(Item::attributes)
                        .orElseThrow(() -> bad(file, where + ".lastKey", d.problems().isEmpty() ? "expected a key"
                                : d.problems().get(0).message()));
            }
            segments.put(n, new ApplyJournal.Segment(lastKey, e.getValue().path("finished").asBoolean(false)));
        });
        return new ApplyJournal.Step(s, count(o, "read", file, at), count(o, "written", file, at),
                count(o, "alreadyRight", file, at), (int) count(o, "totalSegments", file, at), segments,
                o.path("message").asText(""));
    }

    private static JsonNode object(JsonNode o, String name, String file, String at) {
        JsonNode v = o.get(name);
        if (v == null || !v.isObject()) {
            throw bad(file, at + "." + name, "expected an object, found " + Json.describe(v));
        }
        return v;
    }

    private static String text(JsonNode o, String name, String file, String at) {
        JsonNode v = o.get(name);
        if (v == null || !v.isTextual()) {
            throw bad(file, at + "." + name, "expected a string, found " + Json.describe(v));
        }
        return v.asText();
    }

    private static long count(JsonNode o, String name, String file, String at) {
        JsonNode v = o.get(name);
        if (v == null || !v.canConvertToLong() || v.asLong() < 0) {
            throw bad(file, at + "." + name, "expected a count, found " + Json.describe(v));
        }
        return v.asLong();
    }

    private static Instant instant(JsonNode o, String name, String file) {
        String t = text(o, name, file, "$");
        try {
            return Instant.parse(t);
        } catch (DateTimeParseException e) {
            throw bad(file, "$." + name, "expected a time (2026-01-31T12:00:00Z), found '" + t + "'");
        }
    }

    private static IllegalArgumentException bad(String file, String at, String what) {
        return new IllegalArgumentException("journal " + file + ": " + at + ": " + what);
    }
}
