package dev.tablewright.engine.reverse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A cut-short sample's sort keys naming kinds of item it never reached, inferred as reverse infers them. */
class UnreachedPrefixesTest {
    private static final TableDesign MOVIES = TableDesign.of("Movies", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S));

    private static Item item(String type, String pk, String sk, String... more) {
        Map<String, AttributeValue> a = new java.util.LinkedHashMap<>();
        a.put("entityType", AttributeValue.s(type));
        a.put("pk", AttributeValue.s(pk));
        a.put("sk", AttributeValue.s(sk));
        for (int i = 0; i < more.length; i += 2) {
            a.put(more[i], AttributeValue.s(more[i + 1]));
        }
        return new Item(a);
    }

    /** Movies, their cast members (pointing at actors) and their streams (their own values): no actor. */
    private static List<Item> moviesCastAndStreams() {
        List<Item> items = new ArrayList<>();
        for (int m = 1; m <= 3; m++) {
            items.add(item("movie", "mov#" + m, "mov#" + m, "movieId", "" + m));
            for (int a = 1; a <= 3; a++) {
                items.add(item("cast", "mov#" + m, "act#" + (m * 10 + a), "movieId", "" + m, "actorId", "" + (m * 10 + a)));
                items.add(item("stream", "mov#" + m, "str#2024-0" + a, "movieId", "" + m, "streamedAt", "2024-0" + a));
            }
        }
        return items;
    }

    private static Optional<String> note(List<Item> items, boolean cut) {
        TableDesign reversed = ReverseEngineer.infer(MOVIES, items).design();
        return UnreachedPrefixes.note(reversed, items.size(), cut, "run reverse again with --sample 10000");
    }

    @Test
    void castMembersPointingAtActorsTheSampleNeverReachedAreNotedButStreamsOfTheirOwnValuesAreNot() {
        assertEquals(Optional.of("the sample stopped at 21 items, and Cast's sk act#${actorId} names items no sampled"
                + " item's pk starts with (act#…): the table likely holds kinds of item the sample did not reach;"
                + " run reverse again with --sample 10000"), note(moviesCastAndStreams(), true));
    }

    @Test
    void aWholeTableOrASampleThatReachedEveryKindHasNoNote() {
        assertEquals(Optional.empty(), note(moviesCastAndStreams(), false));
        List<Item> withActors = moviesCastAndStreams();
        withActors.add(item("actor", "act#11", "act#11", "actorId", "11"));
        assertEquals(Optional.empty(), note(withActors, true));
    }
}
