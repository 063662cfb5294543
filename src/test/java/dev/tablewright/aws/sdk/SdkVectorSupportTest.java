package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.aws.AnsweringServer;
import dev.tablewright.aws.AnsweringServer.Answer;
import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.LocalServerExtension;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Whether an endpoint knows vector indexes, asked with one SearchVectors: DynamoDB Local (real, over HTTP
 * and in process) does not; an endpoint that answers the call with any DynamoDB error but
 * UnknownOperationException does. Those answers come from a server in the test JVM, since nothing here
 * reaches a real DynamoDB (docs/vector-indexes.md, "Commit and reverse").
 */
class SdkVectorSupportTest {
    @RegisterExtension
    static final LocalServerExtension LOCAL = new LocalServerExtension();

    private static boolean knownWhenAnswered(Answer answer) throws IOException {
        try (AnsweringServer server = new AnsweringServer((op, body) -> answer)) {
            boolean known = new SdkGateway(server.client(), "endpoint", true).knowsVectorIndexes();
            assertEquals(1, server.sent().size());
            assertEquals("SearchVectors", server.sent().get(0).operation());
            assertEquals(new ObjectMapper().readTree("{\"TableName\":\"tablewright-vector-index-probe\",\"IndexName\":"
                    + "\"tablewright-vector-index-probe\",\"SearchVector\":[{\"N\":\"0\"}],\"TopK\":1}"),
                    new ObjectMapper().readTree(server.sent().get(0).body()));
            return known;
        }
    }

    @Test
    void dynamoDbLocalDoesNotKnowThem() {
        assertFalse(LOCAL.gateway().knowsVectorIndexes(), "over HTTP: UnknownOperationException");
        assertFalse(new SdkGateway(EmbeddedDynamoDb.client(), "embedded", false).knowsVectorIndexes(),
                "in process: the client has no searchVectors of its own");
    }

    @Test
    void anEndpointThatAnswersTheCallKnowsThem() throws IOException {
        assertTrue(knownWhenAnswered(Answer.error("ResourceNotFoundException", "Requested resource not found")));
        assertTrue(knownWhenAnswered(Answer.error("AccessDeniedException", "User is not authorized to perform: "
                + "dynamodb:SearchVectors")));
        assertTrue(knownWhenAnswered(Answer.error("ValidationException",
                "The table does not have the specified index: tablewright-vector-index-probe")));
        assertTrue(knownWhenAnswered(Answer.ok("{\"SearchResults\":[]}")));
        assertFalse(knownWhenAnswered(Answer.error("UnknownOperationException", "An unknown operation was requested.")));
    }
}
