package dev.tablewright.format.code;

import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.io.AtomicFile;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.model.DataModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The code targets of {@code export --to}: java, python and javascript, each one file with a method per
 * access pattern and a put per entity. What the code cannot express (a pattern whose key condition does
 * not parse) is a warning naming it. Batch and transaction patterns take a list of keys (reads) or items
 * (writes), chunked to DynamoDB's limits and retrying what it leaves unprocessed. A vector search takes
 * its search vector and returns the scored items of one SearchVectors; the file then names the SDK
 * release that first has it. Each kept entity's stream handler (docs/streams.md) is a file of its own,
 * written beside the access code when the export is saved to a file.
 *
 * @param handlers a kept entity's handler files: file name → text
 */
public record CodeExporter(String target, String description, String extension, Function<CodePlan, String> writer,
        Function<HandlerPlan, Map<String, String>> handlers) implements Exporter {

    public static CodeExporter java() {
        return new CodeExporter("java", "Java (AWS SDK v2 DynamoDbClient): a method per access pattern and entity write;"
                + " a stream handler class per kept entity beside it", "java", JavaCode::write,
                p -> Map.of(JavaHandler.className(p) + ".java", JavaHandler.write(p),
                        JavaHandler.lambdaClassName(p) + ".java", JavaHandler.writeLambda(p)));
    }

    public static CodeExporter python() {
        return new CodeExporter("python", "Python (boto3 client): a method per access pattern and entity write;"
                + " a Lambda stream handler per kept entity beside it", "py", PythonCode::write,
                p -> Map.of(PythonHandler.fileName(p), PythonHandler.write(p)));
    }

    public static CodeExporter javaScript() {
        return new CodeExporter("javascript",
                "JavaScript ES module (AWS SDK v3 client-dynamodb): a method per access pattern and entity write;"
                        + " a Lambda stream handler per kept entity beside it", "mjs", JavaScriptCode::write,
                p -> Map.of(JavaScriptHandler.fileName(p), JavaScriptHandler.write(p)));
    }

    /** A Java file is named after its public class (javac refuses any other name); the others after the model. */
    @Override
    public String fileName(DataModel model, String base) {
        return extension.equals("java") ? JavaCode.className(model.name()) + ".java" : Exporter.super.fileName(model, base);
    }

    /** The access code alone: the stream handlers are files of their own, written only beside a saved file. */
    @Override
    public Export export(DataModel model) {
        CodePlan plan = CodePlanner.plan(model);
        HandlerPlanner.Plans handlers = HandlerPlanner.plan(model);
        List<String> warnings = new ArrayList<>(plan.warnings());
        warnings.addAll(handlers.warnings());
        Map<String, String> files = handlerFiles(handlers, new ArrayList<>());
        if (!files.isEmpty()) {
            warnings.add("no stream handlers (" + String.join(", ", files.keySet())
                    + "): they are written beside the code only when it is saved to a file (-o PATH)");
        }
        return new Export(writer.apply(plan), warnings);
    }

    /** The handler files first, so the access code is never there without them; a read-only one refuses all. */
    @Override
    public Export write(DataModel model, Path file, ReadOnlyTarget readOnly) throws IOException {
        CodePlan plan = CodePlanner.plan(model);
        HandlerPlanner.Plans handlers = HandlerPlanner.plan(model);
        List<String> warnings = new ArrayList<>(plan.warnings());
        warnings.addAll(handlers.warnings());
        Map<String, String> files = handlerFiles(handlers, warnings);
        if (readOnly == ReadOnlyTarget.REFUSE) {
            AtomicFile.refuseIfReadOnly(file);
            for (String name : files.keySet()) {
                AtomicFile.refuseIfReadOnly(file.resolveSibling(name));
            }
        }
        for (Map.Entry<String, String> f : files.entrySet()) {
            AtomicFile.write(file.resolveSibling(f.getKey()), f.getValue().getBytes(StandardCharsets.UTF_8), readOnly);
        }
        String text = writer.apply(plan);
        AtomicFile.write(file, text.getBytes(StandardCharsets.UTF_8), readOnly);
        return new Export(text, warnings, List.copyOf(files.keySet()));
    }

    /**
     * Every handler file, in the order of the kept entities. Kept entities of one name in two tables
     * would write one file: the second is left out, with a warning.
     */
    private Map<String, String> handlerFiles(HandlerPlanner.Plans plans, List<String> warnings) {
        Map<String, String> files = new LinkedHashMap<>();
        for (HandlerPlan p : plans.handlers()) {
            Map<String, String> own = new java.util.TreeMap<>(handlers.apply(p));
            if (own.keySet().stream().anyMatch(files::containsKey)) {
                warnings.add(p.table() + ": the stream handler of " + p.entity() + " is not written: another table's"
                        + " kept entity " + p.entity() + " has its file name " + String.join(", ", own.keySet()));
                continue;
            }
            files.putAll(own);
        }
        return files;
    }
}
