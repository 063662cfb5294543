package dev.tablewright.engine.partiql;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.model.*;
import java.nio.file.*;
import java.util.*;
import org.junit.jupiter.api.Test;

class ProbeLocalTest {
    @Test
    void probe() throws Exception {
        var local = new SdkGateway(EmbeddedDynamoDb.client(), "local", false);
        var sandbox = SandboxGateway.empty();
        TableDesign t = TableDesign.of("Tbl", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.N));
        local.createTable(t);
        sandbox.createTable(t);
        for (String line : Files.readAllLines(Path.of("/tmp/pql-probe.txt"))) {
            if (line.isBlank()) continue;
            String a = run(local, line), b = run(sandbox, line);
            System.out.println((a.equals(b) ? "SAME " : "DIFF ") + line + "\n   local   => " + a + (a.equals(b) ? "" : "\n   sandbox => " + b));
        }
    }

    static String run(Gateway g, String line) {
        try {
            var r = g.executeStatement(new ExecuteStatementRequest(line, List.of(), null, null, false));
            List<String> items = new ArrayList<>();
            r.items().forEach(i -> items.add(new TreeMap<>(i.attributes()).toString()));
            if (!line.contains("pk = ")) Collections.sort(items);
            return items + (r.nextToken() == null ? "" : " more");
        } catch (Exception e) {
            return e.toString();
        }
    }
}
