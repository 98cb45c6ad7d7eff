{
  "applinks": {
    "details": [
      {
        "appIDs": ["3TMU3BH3NK.org.wordpress"],
        "components": [
          {
            "/": "/get",
            "percentEncoded": false,
            "comment": "appBanner: The banner link to get the app: opens the wordpress.com page its fragment names. (/get?campaign={campaign}#{destination})"
          },
          {
            "/": "/?*/?*/?*/?*",
            "percentEncoded": false,
            "comment": "wpcomPost: A post by its dated permalink, on wordpress.com or on its blog's own host. (/{year}/{month}/{day}/{postName})"
          }
        ]
      }
    ]
  }
}
