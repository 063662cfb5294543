package dev.tablewright.engine.expr;

import static dev.tablewright.engine.expr.Fixtures.ctx;
import static dev.tablewright.engine.expr.Fixtures.fails;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.KeySchema;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Update-expression validation; messages and precedence from a suite run against DynamoDB. */
class UpdateParseTest {
    private static final String U = "Invalid UpdateExpression: ";

    @Test
    void sectionsInAnyOrderCaseInsensitive() {
        UpdateExpression u = ctx(":c", new AttributeValue.SS(Set.of("a")), ":d", n(5), ":f", AttributeValue.list())
                .update("REMOVE b DELETE c :c add d :d, e :c SeT f = :f");
        assertEquals(5, u.actions().size());
        assertInstanceOf(UpdateAction.Remove.class, u.actions().get(0));
        assertInstanceOf(UpdateAction.Delete.class, u.actions().get(1));
        assertInstanceOf(UpdateAction.Add.class, u.actions().get(2));
        assertInstanceOf(UpdateAction.Set.class, u.actions().get(4));
    }

    @Test
    void setValues() {
        UpdateExpression u = ctx(":v", n(1), ":l", AttributeValue.list(), "#n", "name").update(
                "SET a = b + :v, c = list_append(if_not_exists(c, :l), :l), d = if_not_exists(#n, :v), e = (f - :v), "
                        + "g = (h), i.j[2] = :v");
        UpdateValue.Arithmetic plus = assertInstanceOf(UpdateValue.Arithmetic.class, set(u, 0));
        assertEquals(true, plus.plus());
        UpdateValue.ListAppend append = assertInstanceOf(UpdateValue.ListAppend.class, set(u, 1));
        assertInstanceOf(UpdateValue.IfNotExists.class, append.first());
        UpdateValue.IfNotExists ine = assertInstanceOf(UpdateValue.IfNotExists.class, set(u, 2));
        assertEquals("name", ine.path().toString());
        assertEquals(false, ((UpdateValue.Arithmetic) set(u, 3)).plus());
        assertInstanceOf(UpdateValue.Path.class, set(u, 4));
        assertEquals("[i, j, [2]]", u.actions().get(5).path().display());
        ctx().update("set b.c=((c[1])+(b.a))");
    }

    private static UpdateValue set(UpdateExpression u, int i) {
        return ((UpdateAction.Set) u.actions().get(i)).value();
    }

    @Test
    void reservedWordsComeFirst() {
        fails(U + "Attribute name is a reserved keyword; reserved keyword: abOrt",
                () -> ctx("#a", "a").update(" set #c = :c set abOrt = true "));
        fails(U + "Attribute name is a reserved keyword; reserved keyword: Absolute", () -> ctx().update(" remove Absolute "));
    }

    @Test
    void functions() {
        fails(U + "Invalid function name; function: if_not_exist", () -> ctx().update("set #c = if_not_exist(:c) set c = d"));
        fails(U + "Invalid function name; function: size", () -> ctx().update("set a = size(b)"));
        fails(U + "Invalid function name; function: IF_NOT_EXISTS", () -> ctx(":v", n(1)).update("set a = IF_NOT_EXISTS(a, :v)"));
        fails(U + "Incorrect number of operands for operator or function; operator or function: if_not_exists, number "
                + "of operands: 1", () -> ctx().update("set a = if_not_exists(c)"));
        fails(U + "Incorrect number of operands for operator or function; operator or function: list_append, number of "
                + "operands: 1", () -> ctx().update("set a = list_append(c)"));
        fails(U + "Operator or function requires a document path; operator or function: if_not_exists",
                () -> ctx(":a", s("a")).update("set a = if_not_exists(:a, c)"));
        fails(U + "Operator or function requires a document path; operator or function: if_not_exists",
                () -> ctx().update("set a = if_not_exists(if_not_exists(a, b), c)"));
    }

    @Test
    void sectionsOnlyOnce() {
        fails(U + "The \"SET\" section can only be used once in an update expression;",
                () -> ctx().update("set a = b set c = d"));
        fails(U + "The \"REMOVE\" section can only be used once in an update expression;",
                () -> ctx().update("remove d set a = b remove e"));
    }

    @Test
    void undefinedNamesBeforeValues() {
        fails(U + "An expression attribute name used in the document path is not defined; attribute name: #c",
                () -> ctx("#a", "a").update("SET #a = :x, #c = :y"));
        fails(U + "An expression attribute value used in expression is not defined; attribute value: :c",
                () -> ctx("#a", "a").update("SET #a = if_not_exists(:c)"));
    }

    @Test
    void overlappingPathsBeforeConflictingOnes() {
        String overlap = U + "Two document paths overlap with each other; must remove or rewrite one of these paths; ";
        fails(overlap + "path one: [c, [1], a], path two: [c]",
                () -> ctx("#c", "c").update("set d[1] = a, d.b = a, c[1].a = a, #c = if_not_exists(a)"));
        fails(overlap + "path one: [c, b, c], path two: [c]", () -> ctx("#c", "c").update("set c.b.#c = a, c = a"));
        fails(overlap + "path one: [a], path two: [a]", () -> ctx().update("set a = b remove a"));
        fails(overlap + "path one: [c], path two: [c, a]", () -> ctx("#c", "c").update("remove c, #c.a"));
        String conflict = U + "Two document paths conflict with each other; must remove or rewrite one of these paths; ";
        fails(conflict + "path one: [a, c], path two: [a, [1]]", () -> ctx().update("remove a.c set a[1] = d"));
        fails(conflict + "path one: [c, [3], [3]], path two: [c, [3], [3]]",
                () -> ctx("#c", "c", "#d", "[3]").update("set #c[3].#d = a, #c.#d[3] = b"));
    }

    @Test
    void addAndDeleteOperandTypes() {
        String m = U + "Incorrect operand type for operator or function; operator: ";
        fails(m + "ADD, operand type: STRING",
                () -> ctx(":a", s("a")).update("set b = list_append(:a, a), c = if_not_exists(a) add a.b :a"));
        fails(m + "DELETE, operand type: STRING", () -> ctx(":a", s("a")).update("delete a.b :a"));
        fails(m + "ADD, operand type: NULL", () -> ctx(":a", AttributeValue.NULL).update("add a.b :a"));
        fails(m + "DELETE, operand type: BOOLEAN", () -> ctx(":a", AttributeValue.FALSE).update("delete a.b :a"));
        fails(m + "ADD, operand type: BINARY",
                () -> ctx(":a", new AttributeValue.B(Binary.of(new byte[] {1}))).update("add a.b :a"));
        fails(m + "DELETE, operand type: MAP", () -> ctx(":a", new AttributeValue.M(Map.of())).update("delete a.b :a"));
        fails(m + "ADD, operand type: LIST", () -> ctx(":a", AttributeValue.list()).update("add a.b :a"));
        fails(m + "DELETE, operand type: NUMBER", () -> ctx(":a", n(1)).update("delete a.b :a"));
        ctx(":a", n(1)).update("add a :a");
        ctx(":a", new AttributeValue.NS(Set.of(java.math.BigDecimal.ONE))).update("add a :a delete b :a");
    }

    @Test
    void functionOperandTypes() {
        String m = U + "Incorrect operand type for operator or function; operator or function: ";
        fails(m + "list_append, operand type: S", () -> ctx(":a", s("a")).update("set a = list_append(:a, a)"));
        fails(m + "list_append, operand type: N", () -> ctx(":b", n(1)).update("set a = list_append(a, :b)"));
        fails(m + "+, operand type: S", () -> ctx(":a", s("a")).update("set a = a + :a"));
        fails(m + "-, operand type: M", () -> ctx(":i", new AttributeValue.M(Map.of())).update("set a = a - :i"));
        fails(m + "+, operand type: SS",
                () -> ctx(":f", new AttributeValue.SS(Set.of("a"))).update("set a = a + :f"));
    }

    @Test
    void keyAttributesCannotBeUpdated() {
        KeySchema key = KeySchema.of("a", AttributeType.S, "b", AttributeType.S);
        String m = "One or more parameter values were invalid: Cannot update attribute ";
        fails(m + "a. This attribute is part of the key",
                () -> ctx(":a", n(1)).update("add a.b :a").requireKeyUntouched(key));
        fails(m + "a. This attribute is part of the key", () -> ctx().update("set a = a.b + a[1]").requireKeyUntouched(key));
        fails(m + "b. This attribute is part of the key",
                () -> ctx(":a", n(1)).update("set d[1] = :a add b.b :a").requireKeyUntouched(key));
        ctx(":a", n(1)).update("set c = a").requireKeyUntouched(key);
    }

    @Test
    void targetPaths() {
        assertEquals(java.util.List.of("x", "y[0]"),
                ctx(":v", n(1)).update("SET x = :v REMOVE y[0]").targetPaths().stream().map(DocumentPath::toString).toList());
    }
}
