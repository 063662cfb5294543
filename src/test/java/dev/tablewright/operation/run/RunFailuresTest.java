package dev.tablewright.operation.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;
import java.net.ConnectException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;

/** What a failed run says in the window: DynamoDB's words, Test connection's, or our own whole. */
class RunFailuresTest {
    @Test
    void theSdksTextBecomesTestConnectionsWords() {
        SdkClientException refused = SdkClientException.builder()
                .message("Unable to execute HTTP request: Connection refused (SDK Attempt Count: 3)")
                .cause(new ConnectException("Connection refused")).build();
        assertEquals("Connection refused: is DynamoDB Local running there?", RunFailures.sentence(refused));
    }

    @Test
    void dynamoDbsRefusalAndOurOwnMessagesStandAsTheyAre() {
        assertEquals("ValidationException: bad", RunFailures.sentence(new DynamoException("ValidationException", "bad")));
        assertEquals("line one\nline two", RunFailures.sentence(new IllegalArgumentException("line one\nline two")));
    }

    @Test
    void aFailedConditionThatAskedForTheItemShowsItAsDynamoDbJson() {
        DynamoException failed = new DynamoException(DynamoException.CONDITIONAL_CHECK_FAILED,
                "The conditional request failed", Optional.of(Item.of("pk", AttributeValue.s("a"))), List.of());
        assertEquals("ConditionalCheckFailedException: The conditional request failed; the item as it was: "
                + "{\"pk\":{\"S\":\"a\"}}", RunFailures.sentence(failed));
    }
}
