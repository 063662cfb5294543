package dev.tablewright.format.code;

import dev.tablewright.format.infra.Export;
import dev.tablewright.format.infra.Exporter;
import dev.tablewright.model.DataModel;
import java.util.function.Function;

/**
 * The code targets of {@code export --to}: java, python and javascript, each one file with a method per
 * access pattern and a put per entity. What the code cannot express (a pattern whose key condition does
 * not parse) is a warning naming it. Batch and transaction patterns take a list of keys (reads) or items
 * (writes), chunked to DynamoDB's limits and retrying what it leaves unprocessed.
 */
public final class CodeExporter implements Exporter {
    private final String target;
    private final String description;
    private final String extension;
    private final Function<CodePlan, String> writer;

    private CodeExporter(String target, String description, String extension, Function<CodePlan, String> writer) {
        this.target = target;
        this.description = description;
        this.extension = extension;
        this.writer = writer;
    }

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

    @Override
    public String target() {
        return target;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public String extension() {
        return extension;
    }

    @Override
    public Export export(DataModel model) {
        CodePlan plan = CodePlanner.plan(model);
        return new Export(writer.apply(plan), plan.warnings());
    }
}
