package dev.tablewright.format.code;

import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.model.DataModel;
import java.util.function.Function;

/**
 * The code targets of {@code export --to}: java, python and javascript, each one file with a method per
 * access pattern and a put per entity. What the code cannot express (a pattern whose key condition does
 * not parse) is a warning naming it. Batch and transaction patterns take a list of keys (reads) or items
 * (writes), chunked to DynamoDB's limits and retrying what it leaves unprocessed. A vector search takes
 * its search vector and returns the scored items of one SearchVectors; the file then names the SDK
 * release that first has it.
 */
public record CodeExporter(String target, String description, String extension, Function<CodePlan, String> writer)
        implements Exporter {

    public static CodeExporter java() {
        return new CodeExporter("java", "Java (AWS SDK v2 DynamoDbClient): a method per access pattern and entity write",
                "java", JavaCode::write);
    }

    public static CodeExporter python() {
        return new CodeExporter("python", "Python (boto3 client): a method per access pattern and entity write", "py",
                PythonCode::write);
    }

    public static CodeExporter javaScript() {
        return new CodeExporter("javascript",
                "JavaScript ES module (AWS SDK v3 client-dynamodb): a method per access pattern and entity write", "mjs",
                JavaScriptCode::write);
    }

    /** A Java file is named after its public class (javac refuses any other name); the others after the model. */
    @Override
    public String fileName(DataModel model, String base) {
        return extension.equals("java") ? JavaCode.className(model.name()) + ".java" : Exporter.super.fileName(model, base);
    }

    @Override
    public Export export(DataModel model) {
        CodePlan plan = CodePlanner.plan(model);
        return new Export(writer.apply(plan), plan.warnings());
    }
}
