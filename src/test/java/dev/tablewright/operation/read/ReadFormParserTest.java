package dev.tablewright.operation.read;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.TableDesign;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading a Query back into the form only where the form would send the same request, value types included. */
class ReadFormParserTest {
    private static final TableDesign MOVIES = SampleModels.read(SampleModels.FIRST).model().orElseThrow()
            .table("Movies").orElseThrow();

    private static PatternRequest.Read query(AttributeValue pk) {
        return new PatternRequest.Query(new QueryRequest("Movies", null, "#n0 = :v0", "", "",
                new Expr(Map.of("#n0", "pk"), Map.of(":v0", pk)), null, true, null, null, false));
    }

    @Test
    void aKeyValueOfTheDeclaredTypeIsReadIntoTheForm() {
        assertTrue(ReadFormParser.parse(query(AttributeValue.s("5")), MOVIES).isPresent());
    }

    @Test
    void aNumberWhereTheKeyIsAStringIsNotTheFormsRequest() {
        // The form would send pk as the string "5": a request of the number 5 runs as written.
        assertTrue(ReadFormParser.parse(query(AttributeValue.n("5")), MOVIES).isEmpty());
    }
}
