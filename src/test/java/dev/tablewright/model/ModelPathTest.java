package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ModelPathTest {

    @Test
    void everyKindPrintsAndParsesBack() {
        List<ModelPath> all = List.of(new ModelPath.Table("Movies"), new ModelPath.TableKey("Movies", "PK"),
                new ModelPath.TableAttribute("Movies", "title"), new ModelPath.Index("Movies", "GSI-1"),
                new ModelPath.EntityPath("Movies", "Movie"), new ModelPath.EntityAttribute("Movies", "Movie", "year"),
                new ModelPath.EntityKey("Movies", "Movie", "GSI1PK"), new ModelPath.EntityItem("Movies", "Movie", 3),
                new ModelPath.LooseItem("Movies", 0), new ModelPath.RelationshipPath("Movies", 2),
                new ModelPath.AccessPatternPath("Movies", "Get movie / by id 100%"));
        for (ModelPath p : all) {
            assertEquals(Optional.of(p), ModelPath.parse(p.print()), p.print());
        }
        assertEquals("Movies/entities/Movie/items/3", new ModelPath.EntityItem("Movies", "Movie", 3).print());
        assertEquals("Movies/accessPatterns/Get movie %2F by id 100%25",
                new ModelPath.AccessPatternPath("Movies", "Get movie / by id 100%").print());
    }

    @Test
    void textThatIsNoModelPathParsesToNothing() {
        for (String text : new String[] {null, "", "$.DataModel[0].TableData[3]", "1:7", "Movies/entities",
                "Movies/relationships/x", "Movies/items/-1", "Movies/nonsense/x", "Movies/keys/PK/more/x", "/x"}) {
            assertEquals(Optional.empty(), ModelPath.parse(text), String.valueOf(text));
        }
    }

    @Test
    void theEntityAndTableAPathIsIn() {
        assertEquals(Optional.of(new ModelPath.EntityPath("T", "E")), new ModelPath.EntityKey("T", "E", "PK").entityPath());
        assertEquals(Optional.empty(), new ModelPath.Index("T", "GSI1").entityPath());
        assertEquals(new ModelPath.Table("T"), new ModelPath.LooseItem("T", 1).tablePath());
    }
}
