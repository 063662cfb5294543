package dev.tablewright.aws.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.format.samples.SampleModels;
import java.util.List;
import org.junit.jupiter.api.Test;

/** PartiQL on a read-only connection: a SELECT reads, anything else is refused before it is sent. */
class ReadOnlyGatewayTest {

    @Test
    void onlyASelectStatementPasses() {
        try (SandboxGateway sandbox = SandboxGateway.of(SampleModels.read("movies-actors.json").model().orElseThrow())) {
            ReadOnlyGateway readOnly = new ReadOnlyGateway(sandbox);
            assertFalse(readOnly.executeStatement(statement("  SELECT * FROM \"Movies\" WHERE pk = 'mov#tt0109830'"))
                    .items().isEmpty());
            for (String write : List.of("INSERT INTO \"Movies\" VALUE {'pk': 'x', 'sk': 'y'}",
                    "update \"Movies\" SET a = 1 WHERE pk = 'mov#tt0109830' AND sk = 'mov#tt0109830'",
                    "DELETE FROM \"Movies\" WHERE pk = 'x' AND sk = 'y'", "selection")) {
                DynamoException e = assertThrows(DynamoException.class, () -> readOnly.executeStatement(statement(write)));
                assertEquals(ReadOnlyGateway.READ_ONLY, e.errorCode(), write);
            }
            assertEquals(0, sandbox.scan(dev.tablewright.engine.api.ScanRequest.of("Movies")).items().stream()
                    .filter(i -> i.attributes().containsKey("a")).count(), "nothing written");
        }
    }

    private static ExecuteStatementRequest statement(String text) {
        return new ExecuteStatementRequest(text, List.of(), null, null, false);
    }
}
