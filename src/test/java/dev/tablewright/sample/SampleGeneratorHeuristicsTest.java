package dev.tablewright.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** What attribute names tell, and what existing ids look like. */
class SampleGeneratorHeuristicsTest {

    @ParameterizedTest(name = "{0}.{1} is {2}")
    @CsvSource({
            "Customer, email, EMAIL", "Customer, EmailAddress, EMAIL", "Customer, firstName, FIRST_NAME",
            "Customer, last_name, LAST_NAME", "Customer, fullName, FULL_NAME", "Customer, name, FULL_NAME",
            "CastMember, actorName, FULL_NAME", "Account, userName, USERNAME", "Company, name, COMPANY",
            "Issue, name, TITLE", "Movie, title, MOVIE_TITLE", "Book, title, TITLE", "Person, jobTitle, JOB_TITLE",
            "Order, City_name, CITY", "Racer, homeCity, CITY", "Office, country, COUNTRY", "Office, street, STREET",
            "Order, Zipcode, ZIP", "Office, phoneNumber, PHONE", "Company, website, URL", "Order, createdAt, TIMESTAMP",
            "Stream, streamedAt, TIMESTAMP", "Order, Order_date, DATE", "Actor, birthDate, BIRTH_DATE",
            "Total, yearMonth, YEAR_MONTH", "Movie, releaseYear, YEAR", "Order, totalPrice, MONEY",
            "Order, amount, MONEY", "Line, qty, QUANTITY", "Total, streamCount, COUNT", "Movie, movieId, ID",
            "Account, userID, ID", "Thing, id, ID", "Order, status, STATUS", "Issue, state, STATUS",
            "Post, description, SENTENCE", "Movie, runtimeMinutes, MINUTES", "Class, durationSeconds, SECONDS",
            "Review, rating, RATING", "Cast, billingOrder, ORDINAL", "Company, stock, TICKER",
            "Company, industry, INDUSTRY", "Movie, director, FULL_NAME", "Class, className, TITLE",
            "Thing, gizmo, WORD", "CastMember, role, CHARACTER", "Cast, characterName, CHARACTER",
            "Actor, character, CHARACTER", "Employee, role, JOB_TITLE", "Staff, title, JOB_TITLE",
            "Employee, title, JOB_TITLE", "User, role, ACCESS_ROLE", "Membership, role, ACCESS_ROLE",
            "Movie, genre, MOVIE_GENRE", "Book, genre, GENRE", "Movie, language, LANGUAGE",
            "Part, partNumber, COUNT"})
    void namesTellTheKind(String entity, String attribute, AttributeKind kind) {
        assertEquals(kind, NameHeuristics.kindOf(entity, attribute, Set.of()));
    }

    @Test
    void stateIsAnAddressPartBesideACityAndAStatusOtherwise() {
        assertEquals(AttributeKind.STATE, NameHeuristics.kindOf("Office", "state", Set.of("street", "City_name")));
        assertEquals(AttributeKind.STATUS, NameHeuristics.kindOf("Ticket", "state", Set.of("title", "priority")));
    }

    @Test
    void collectionsHoldTheSingularKind() {
        assertEquals(AttributeKind.MOVIE_GENRE, NameHeuristics.elementKindOf("Movie", "genres", Set.of()));
        assertEquals(AttributeKind.GENRE, NameHeuristics.elementKindOf("Album", "genres", Set.of()));
        assertEquals(AttributeKind.ACCESS_ROLE, NameHeuristics.elementKindOf("User", "roles", Set.of()));
        assertEquals(AttributeKind.CITY, NameHeuristics.elementKindOf("Route", "cities", Set.of()));
        assertEquals(AttributeKind.EMAIL, NameHeuristics.elementKindOf("Team", "emailList", Set.of()));
    }

    @Test
    void namesSplitIntoWords() {
        assertEquals(List.of("user", "id"), NameHeuristics.tokens("userID"));
        assertEquals(List.of("url", "path"), NameHeuristics.tokens("URLPath"));
        assertEquals(List.of("gsi", "2", "pk"), NameHeuristics.tokens("gsi2pk"));
        assertEquals(List.of("order", "date"), NameHeuristics.tokens("Order_date"));
    }

    @Test
    void idFormatsAreLearnedFromExistingIdsAndWidenedForTheNumberAskedFor() {
        assertEquals(Optional.of(new IdFormat("tt", IdFormat.Style.DIGITS, 7)),
                IdFormat.learn(List.of("tt0111161", "tt0468569")));
        assertEquals(Optional.of(new IdFormat("txn-", IdFormat.Style.HEX, 10)),
                IdFormat.learn(List.of("txn-3a8fbf6429", "txn-0b1c2d3e4f")));
        assertEquals(Optional.of(new IdFormat("", IdFormat.Style.HEX, 4)), IdFormat.learn(List.of("020e", "af34")));
        assertEquals(Optional.empty(), IdFormat.learn(List.of("c1001", "p2001")), "two prefixes: no one format");
        assertEquals(IdFormat.Style.UUID, IdFormat.learn(List.of("3f2b8c1e-9d4a-4b7e-8f10-2a3b4c5d6e7f")).orElseThrow().style());
        // 4 hex digits hold 65,536 ids: 10,000 new ones need more room to stay rarely colliding
        assertEquals(6, new IdFormat("", IdFormat.Style.HEX, 4).roomFor(10_000).width());
        assertEquals(7, new IdFormat("c", IdFormat.Style.DIGITS, 4).roomFor(50_000).width());
        assertEquals(new IdFormat("mov-", IdFormat.Style.HEX, 6), IdFormat.named("Movie", "movieId"));
        assertEquals(new IdFormat("com-", IdFormat.Style.HEX, 6), IdFormat.named("Company", "id"));
        Random r = new Random(1);
        for (int i = 0; i < 100; i++) {
            assertTrue(new IdFormat("mov-", IdFormat.Style.HEX, 6).draw(r).matches("mov-[0-9a-f]{6}"));
            assertTrue(new IdFormat("tt", IdFormat.Style.DIGITS, 7).draw(r).matches("tt\\d{7}"));
            assertTrue(IdFormat.learn(List.of("3f2b8c1e-9d4a-4b7e-8f10-2a3b4c5d6e7f")).orElseThrow().draw(r)
                    .matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"));
        }
    }
}
