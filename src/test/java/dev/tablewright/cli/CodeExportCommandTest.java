package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code export MODEL --to java|python|javascript [-o PATH]}: the code, to a file or standard output. */
class CodeExportCommandTest {
    private static final Path MOVIES = Path.of("sample-models/movies-actors.json");

    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    @Test
    void eachCodeTargetWritesItsFile() throws Exception {
        assertEquals(0, cli.run("export", MOVIES.toString(), "--to", "java", "-o", dir.resolve("A.java").toString()),
                cli.err());
        String java = Files.readString(dir.resolve("A.java"));
        assertTrue(java.contains("public class MoviesAndActorsAccess")
                && java.contains("public List<Map<String, AttributeValue>> getMoviesByAnActor(String actorId)")
                && java.contains("values.put(\":v0\", s(\"act#\" + actorId));"), java);
        assertEquals(0, cli.run("export", MOVIES.toString(), "--to", "python", "-o", dir.resolve("a.py").toString()),
                cli.err());
        String python = Files.readString(dir.resolve("a.py"));
        assertTrue(python.contains("def get_movies_by_an_actor(self, actor_id):")
                && python.contains("\"LastEvaluatedKey\""), python);
        assertEquals(0, cli.run("export", MOVIES.toString(), "--to", "javascript"), cli.err());
        assertTrue(cli.out().contains("async getMoviesByAnActor(actorId) {")
                && cli.out().contains("from \"@aws-sdk/client-dynamodb\""), cli.out());
    }

    /** A model with kept entities: a stream handler per kept entity beside the access code, named on stderr. */
    @Test
    void eachKeptEntitysStreamHandlerIsWrittenBesideTheCode() throws Exception {
        String totals = "src/test/resources/kept/monthly-totals.json";
        assertEquals(0, cli.run("export", totals, "--to", "python", "-o", dir.resolve("a.py").toString()), cli.err());
        assertTrue(Files.readString(dir.resolve("monthly_total_stream_handler.py")).contains("def handler(event, context):"));
        assertTrue(cli.err().contains("Wrote beside it: monthly_total_stream_handler.py"), cli.err());
        assertEquals(0, cli.run("export", totals, "--to", "java", "-o", dir.resolve("A.java").toString()), cli.err());
        assertTrue(Files.readString(dir.resolve("MonthlyTotalStreamHandler.java"))
                .contains("public Optional<String> apply(List<Record> records)"));
        assertTrue(Files.readString(dir.resolve("MonthlyTotalStreamLambda.java"))
                .contains("implements RequestHandler<DynamodbEvent, StreamsEventResponse>"));
        assertEquals(0, cli.run("export", totals, "--to", "javascript"), cli.err());
        assertTrue(cli.err().contains("warning: no stream handlers (monthlyTotalStreamHandler.mjs): they are written beside"
                + " the code only when it is saved to a file (-o PATH)"), cli.err());
    }

    @Test
    void anUnknownTargetListsTheCodeTargetsToo() {
        assertEquals(2, cli.run("export", MOVIES.toString(), "--to", "kotlin"));
        assertTrue(cli.err().contains("java, python, javascript"), cli.err());
    }
}
