package dev.tablewright.rules;

import static dev.tablewright.rules.Settings.settings;

import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.Tag;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

class TagRulesTest {
    private static final TableDesign ORDERS = AllSettings.provisioned();

    private static UnaryOperator<TableDesign> tags(Tag... tags) {
        return settings(s -> s.withTags(List.of(tags)));
    }

    private static List<Tag> numbered(int n) {
        return IntStream.range(0, n).mapToObj(i -> new Tag("k" + i, "v")).toList();
    }

    @Test
    void atMostFiftyTags() {
        Settings.adds(ORDERS, settings(s -> s.withTags(numbered(51))), Severity.ERROR, "Orders",
                "the table has 51 tags: DynamoDB allows 50 per resource");
        Settings.addsNothing(ORDERS, settings(s -> s.withTags(numbered(50))));
    }

    @Test
    void keysHaveOneTo128CharactersAndValuesAtMost256() {
        Settings.adds(ORDERS, tags(new Tag("", "x")), Severity.ERROR, "Orders", "a tag with an empty key");
        Settings.adds(ORDERS, tags(new Tag("k".repeat(129), "x")), Severity.ERROR, "Orders",
                "has a key of 129 characters: DynamoDB allows 128");
        Settings.adds(ORDERS, tags(new Tag("team", "v".repeat(257))), Severity.ERROR, "Orders",
                "the table's tag 'team' has a value of 257 characters: DynamoDB allows 256");
        // Unicode characters, not UTF-16 units or bytes: 128 letters outside the BMP are 256 chars.
        String wide = new String(Character.toChars(0x1D49C)).repeat(128);
        Settings.addsNothing(ORDERS, tags(new Tag(wide, "é".repeat(256))));
        Settings.addsNothing(ORDERS, tags(new Tag("k".repeat(128), "")));
    }

    @Test
    void onlyLettersNumbersSpaceAndSomeSigns() {
        Settings.adds(ORDERS, tags(new Tag("team#1", "x")), Severity.ERROR, "Orders",
                "the table's tag 'team#1' has '#' in its key");
        Settings.adds(ORDERS, tags(new Tag("team", "a\tb")), Severity.ERROR, "Orders", "has U+0009 in its value");
        Settings.addsNothing(ORDERS, tags(new Tag("cost centre:a+b-c=d.e_f/g", "Zürich 2 +-=._:/")));
    }

    @Test
    void theAwsPrefixIsAwss() {
        Settings.adds(ORDERS, tags(new Tag("AWS:createdBy", "x")), Severity.ERROR, "Orders",
                "the table's tag 'AWS:createdBy' starts with 'aws:'");
        Settings.addsNothing(ORDERS, tags(new Tag("aws-team", "x")));
    }

    @Test
    void eachKeyOnceCaseSensitively() {
        Settings.adds(ORDERS, tags(new Tag("team", "a"), new Tag("team", "b")), Severity.ERROR, "Orders",
                "the table has tag 'team' twice");
        Settings.addsNothing(ORDERS, tags(new Tag("team", "a"), new Tag("Team", "b")));
    }

    @Test
    void aReplicasOwnTagsAreCheckedToo() {
        TableDesign payments = AllSettings.global();
        Settings.adds(payments, settings(s -> {
            List<dev.tablewright.model.settings.Replica> replicas = new ArrayList<>(s.replication().replicas());
            replicas.set(2, Replicas.tags("us-west-2", List.of(new Tag("aws:x", "y"))));
            return s.withReplication(new Replication(s.replication().consistency(), replicas));
        }), Severity.ERROR, "Payments", "replica us-west-2's tag 'aws:x' starts with 'aws:'");
    }
}
