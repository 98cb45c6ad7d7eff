{
  "applinks": {
    "details": [
      {
        "appIDs": ["3TMU3BH3NK.org.wordpress"],
        "components": [
          {
            "/": "/mbar",
            "?": {
              "redirect_to": "https://wordpress.com/wp-login.php??*"
            },
            "percentEncoded": false,
            "comment": "marketingLoginRedirect: A marketing redirect (mbar) through an immediate login: the app signs in, then follows the login's own redirect_to. (/mbar?redirect_to=https%3A%2F%2Fwordpress.com%2Fwp-login.php%3F{login})"
          },
          {
            "/": "/mbar",
            "?": {
              "redirect_to": "?*"
            },
            "percentEncoded": false,
            "comment": "marketingRedirect: A marketing redirect (mbar) to another link of the app; other query items are the email's stats. (/mbar?redirect_to={redirectTo})"
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
