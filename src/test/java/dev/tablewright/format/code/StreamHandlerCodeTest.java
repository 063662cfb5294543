package dev.tablewright.format.code;

import static dev.tablewright.format.code.ScriptRun.run;
import static dev.tablewright.format.code.ScriptRun.works;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tablewright.format.port.Export;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.io.ReadOnlyTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stream handlers as code: the kept entity's key templates spelled in each language (padding and
 * quotes too), the generated files accepted by javac, python3 and node, and a table whose partition key
 * is not a string warned about, in the export and in the file. What they do is StreamHandlersOnLocalTest's.
 */
class StreamHandlerCodeTest {
    /** MonthlyTotal's sort key padded and quoted: TOTAL"${month}#${streams:6:0}. */
    private static DataModel awkwardTemplates() {
        DataModel model = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign t = model.tables().get(0).withEntity("MonthlyTotal",
                e -> e.withKeyTemplate("sk", KeyTemplate.parse("TOTAL\"${month}#${streams:6:0}")));
        return model.withTables(List.of(t));
    }

    @Test
    void theKeyTemplatesAreCodeInEachLanguage() {
        HandlerPlan plan = HandlerPlanner.plan(awkwardTemplates()).handlers().get(0);
        assertTrue(PythonHandler.write(plan).contains(
                "\"sk\": (\"S\", lambda c: \"TOTAL\\\"\" + c[\"month\"] + \"#\" + c[\"streams\"].rjust(6, \"0\")),"));
        assertTrue(JavaScriptHandler.write(plan).contains(
                "\"sk\": [\"S\", (c) => \"TOTAL\\\"\" + need(c, \"month\") + \"#\" + need(c, \"streams\").padStart(6, \"0\")],"));
        assertTrue(JavaHandler.write(plan).contains(
                "templates.put(\"sk\", c -> \"TOTAL\\\"\" + need(c, \"month\") + \"#\" + pad(need(c, \"streams\"), 6, '0'));"));
    }

    @Test
    void theAccessCodeWritesNoKeptEntityTheHandlerDoes() {
        CodePlan.TableCode table = CodePlanner.plan(KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS)).tables().get(0);
        assertEquals(List.of("Stream"), table.writes().stream().map(CodePlan.EntityWrite::entity).toList());
    }

    @Test
    void theJavaHandlerAndItsLambdaEntryCompile() {
        for (DataModel model : List.of(awkwardTemplates(), KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX))) {
            HandlerPlan plan = HandlerPlanner.plan(model).handlers().get(0);
            Class<?> lambda = GeneratedJava.load(Map.of(JavaHandler.className(plan), JavaHandler.write(plan),
                    JavaHandler.lambdaClassName(plan), JavaHandler.writeLambda(plan)), JavaHandler.lambdaClassName(plan));
            assertEquals(plan.entity() + "StreamLambda", lambda.getSimpleName());
        }
    }

    @Test
    void thePythonHandlerCompiles() throws Exception {
        assumeTrue(works("python3", "--version"), "python3 is not installed: the Python is not checked");
        for (DataModel model : List.of(awkwardTemplates(), KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX))) {
            HandlerPlan plan = HandlerPlanner.plan(model).handlers().get(0);
            Path file = ScriptRun.temp(PythonHandler.fileName(plan), PythonHandler.write(plan));
            ScriptRun.Run r = run(file.getParent(), "python3", "-m", "py_compile", file.toString());
            assertEquals(0, r.exit(), r.output());
        }
        Path broken = ScriptRun.temp("broken.py", "def handler(:\n");
        assertNotEquals(0, run(broken.getParent(), "python3", "-m", "py_compile", broken.toString()).exit());
    }

    @Test
    void theJavaScriptHandlerParses() throws Exception {
        assumeTrue(works("node", "--version"), "node is not installed: the JavaScript is not checked");
        for (DataModel model : List.of(awkwardTemplates(), KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX))) {
            HandlerPlan plan = HandlerPlanner.plan(model).handlers().get(0);
            Path file = ScriptRun.temp(JavaScriptHandler.fileName(plan), JavaScriptHandler.write(plan));
            ScriptRun.Run r = run(file.getParent(), "node", "--check", file.toString());
            assertEquals(0, r.exit(), r.output());
        }
    }

    /** Each handler file beside the code once: a second table's kept entity of the same name is a warning. */
    @Test
    void twoTablesKeepingAnEntityOfOneNameWriteOneHandlerAndSayWhy(@TempDir Path dir) throws Exception {
        DataModel model = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign movies = model.tables().get(0);
        DataModel two = model.withTables(List.of(movies, movies.withName("Shows")));
        Export export = CodeExporter.python().write(two, dir.resolve("access.py"), ReadOnlyTarget.REFUSE);
        assertEquals(List.of("monthly_total_stream_handler.py"), export.besides());
        assertEquals(List.of("Shows: the stream handler of MonthlyTotal is not written: another table's kept entity"
                + " MonthlyTotal has its file name monthly_total_stream_handler.py"), export.warnings());
        assertTrue(Files.readString(dir.resolve("monthly_total_stream_handler.py"))
                .contains("TABLE_NAME = os.environ.get(\"TABLE_NAME\", \"Movies\")"));
    }

    /** The markers' key is KEPT#<entity>#<source key>: a table whose partition key is a number cannot hold them. */
    @Test
    void aNumberPartitionKeyIsAWarningAndAComment() {
        DataModel model = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign t = model.tables().get(0).withKeySchema(KeySchema.of("pk", AttributeType.N, "sk", AttributeType.S));
        DataModel numbered = model.withTables(List.of(t));
        String warning = "Movies: the stream handler of MonthlyTotal needs a string partition key for its marker items"
                + " (KEPT#MonthlyTotal#…), and pk is N: its markers cannot be written";
        for (CodeExporter exporter : List.of(CodeExporter.java(), CodeExporter.python(), CodeExporter.javaScript())) {
            Export export = exporter.export(numbered);
            assertTrue(export.warnings().contains(warning), exporter.target() + ": " + export.warnings());
        }
        HandlerPlan plan = HandlerPlanner.plan(numbered).handlers().get(0);
        for (String code : List.of(JavaHandler.write(plan), PythonHandler.write(plan), JavaScriptHandler.write(plan))) {
            assertTrue(code.contains("WARNING: the table's partition key is not a string, and the marker"), code);
        }
        assertTrue(CodeExporter.java().export(model).warnings().stream().noneMatch(w -> w.contains("string partition")));
    }
}
