package dev.tablewright.engine.partiql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ParserTest {

    @Test
    void selectWithIndexProjectionAndWhere() {
        var s = (Statement.Select) Parser.parse(
                "select a, \"b\".c[2] FROM \"Orders\".\"byDate\" WHERE pk = 'x' AND sk BETWEEN 1 AND ? OR NOT a IS MISSING");
        assertEquals("Orders", s.table());
        assertEquals("byDate", s.index());
        assertEquals(List.of(new Term.Path(List.of("a")), new Term.Path(List.of("b", "c", 2))), s.projection());
        assertEquals("c[2]", s.projection().get(1).projectedName());
        assertEquals(1, s.parameters());
        // OR binds looser than AND, NOT tighter.
        var or = (Clause.Or) s.where();
        assertEquals(2, Clause.conjuncts(or.left()).size());
        assertEquals(new Clause.Not(new Clause.Is(new Term.Path(List.of("a")), true, false)), or.right());
    }

    @Test
    void literals() {
        var s = (Statement.Insert) Parser.parse("INSERT INTO t VALUE {'s': 'it''s', 'n': -1.5e2, 'b': TRUE, "
                + "'z': null, 'ss': <<'a', 'b'>>, 'ns': <<1, 2>>, 'l': [1, 'x', ?], 'm': {'k': {}}}");
        Map<String, AttributeValue> item = Values.entries(s.item(), List.of(new AttributeValue.S("p")));
        assertEquals(new AttributeValue.S("it's"), item.get("s"));
        assertEquals(AttributeValue.N.parse("-150"), item.get("n"));
        assertEquals(new AttributeValue.Bool(true), item.get("b"));
        assertEquals(new AttributeValue.Null(), item.get("z"));
        assertEquals(new AttributeValue.SS(Set.of("a", "b")), item.get("ss"));
        assertEquals(AttributeValue.N.parse("2"), ((AttributeValue.NS) item.get("ns")).value().stream()
                .map(AttributeValue.N::new).skip(1).findFirst().orElseThrow());
        assertEquals(new AttributeValue.L(List.of(AttributeValue.N.parse("1"), new AttributeValue.S("x"),
                new AttributeValue.S("p"))), item.get("l"));
        assertEquals(new AttributeValue.M(Map.of("k", new AttributeValue.M(Map.of()))), item.get("m"));
    }

    @Test
    void updateKeepsItsChangesInOrderAndReturning() {
        var u = (Statement.Update) Parser.parse(
                "UPDATE \"t\" SET a = 1, b = b + ? REMOVE c SET d = 'x' WHERE pk = 'k' RETURNING MODIFIED OLD *");
        assertEquals(4, u.changes().size());
        assertEquals(new Statement.Change.Remove(new Term.Path(List.of("c"))), u.changes().get(2));
        assertEquals("+", ((Statement.Change.Set) u.changes().get(1)).operator());
        assertEquals(ReturnValues.UPDATED_OLD, u.returning());
        assertEquals("SET #n0 = :v0, #n1 = #n1 + :v1, #n3 = :v2 REMOVE #n2", // placeholders in the order written
                new ExpressionWriter(List.of(AttributeValue.N.parse("1"))).update(u.changes()));
    }

    @Test
    void deleteAndOrderBy() {
        var d = (Statement.Delete) Parser.parse("DELETE FROM t WHERE pk = 'a' AND sk = 1");
        assertEquals(ReturnValues.NONE, d.returning());
        var s = (Statement.Select) Parser.parse("SELECT * FROM t WHERE pk = 'a' ORDER BY sk DESC");
        assertTrue(s.descending());
        assertEquals("sk", s.orderBy().topLevelName());
    }

    @Test
    void whereIsWrittenAsAConditionExpression() {
        var s = (Statement.Select) Parser.parse("SELECT * FROM t WHERE a IN [1, 2] AND begins_with(b.c, 'x') "
                + "AND size(l) > 1 AND d IS NOT MISSING AND e <> f");
        ExpressionWriter w = new ExpressionWriter(List.of());
        assertEquals("((((#n0 IN (:v0, :v1)) AND (begins_with(#n1.#n2, :v2))) AND (size(#n3) > :v3)) "
                + "AND (attribute_exists(#n4))) AND (#n5 <> #n6)", w.condition(s.where()));
        assertEquals(Map.of("#n0", "a", "#n1", "b", "#n2", "c", "#n3", "l", "#n4", "d", "#n5", "e", "#n6", "f"),
                w.expr().names());
    }

    @Test
    void malformedStatementsAreQuotedBack() {
        for (String bad : List.of("SELEC * FROM t", "SELECT * FROM t WHERE", "SELECT * FROM t WHERE a = 'open",
                "UPDATE t WHERE pk = 1", "INSERT INTO t VALUE [1]", "SELECT * FROM t WHERE a = 1 junk")) {
            DynamoException e = assertThrows(DynamoException.class, () -> Parser.parse(bad));
            assertEquals("Statement wasn't well formed, can't be processed: " + bad, e.getMessage());
        }
    }

    @Test
    void beyondTheSubsetIsNamed() {
        assertTrue(message("SELECT count(*) FROM t").contains("does not support functions in a SELECT list (count)"));
        assertTrue(message("SELECT * FROM t WHERE upper(a) = 'A'").contains("does not support the function upper"));
        assertTrue(message("SELECT * FROM t WHERE pk = 'a' GROUP BY a").contains("does not support GROUP BY"));
        assertTrue(message("EXISTS(SELECT * FROM t)").contains("does not support EXISTS statements"));
        assertEquals("Duplicate identifiers in select clause: a", message("SELECT a, \"a\" FROM t"));
        assertEquals("Empty bags are not supported at 1:27:2", message("SELECT * FROM t WHERE a = <<>>"));
    }

    private static String message(String statement) {
        return assertThrows(DynamoException.class, () -> Parser.parse(statement)).getMessage();
    }
}
